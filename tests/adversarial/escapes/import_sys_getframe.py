# sys._getframe reaches frames, globals and builtins: refused.
# expect: error NotImplementedError: sys._getframe is not supported
import sys
print(sys._getframe(0))
