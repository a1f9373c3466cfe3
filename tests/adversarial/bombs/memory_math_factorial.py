# math.factorial of a billion would need gigabytes: its size is checked against the memory
# limit before the work starts.
# expect: limit memory
import math
x = math.factorial(10**9)
