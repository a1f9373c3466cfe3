# Raising the recursion limit past the run's own would let recursion outgrow the host's cap.
# expect: error NotImplementedError: sys.setrecursionlimit() above the run's limit (1000) is not supported in Pyrite
# stdout: 500
import sys
sys.setrecursionlimit(500)
print(sys.getrecursionlimit())
sys.setrecursionlimit(10 ** 6)
