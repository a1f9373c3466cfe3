# sys.path (where imports look): refused.
# expect: error NotImplementedError: sys.path is not supported
import sys
sys.path.append("/tmp")
