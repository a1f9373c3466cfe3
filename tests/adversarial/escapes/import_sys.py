# import sys is allowed (a harmless sys); sys.modules, the way to every loaded module, is not.
# expect: error NotImplementedError: sys.modules is not supported
import sys
print(sys.modules)
