# pyrite-refuses: NotImplementedError: sys.modules is not supported
# pyrite-exit: 1
import sys
print(sys.maxsize > 0)
print(len(sys.modules) > 0)
