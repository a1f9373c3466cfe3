# Attribute traversal in a format field reaches sys.modules no more than code does.
# expect: error NotImplementedError: sys.modules is not supported
import sys
print("{0.modules}".format(sys))
