# sys.modules by a name built at run time.
# expect: error NotImplementedError: sys.modules is not supported
import sys
print(getattr(sys, "mod" + "ules"))
