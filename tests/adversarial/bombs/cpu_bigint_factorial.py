# math.factorial of ten million.
# expect: limit instructions
import math
x = math.factorial(10**7)
