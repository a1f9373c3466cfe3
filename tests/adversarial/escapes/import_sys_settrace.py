# sys.settrace would run a function on every line with frames in hand: refused.
# expect: error NotImplementedError: sys.settrace is not supported
import sys
sys.settrace(lambda *a: None)
