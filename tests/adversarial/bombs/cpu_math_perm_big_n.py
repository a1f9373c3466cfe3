# math.perm of a 300-digit n over a hundred thousand factors: a result of 100 million bits,
# charged before it is built.
# expect: limit instructions
import math
x = math.perm(10**300, 10**5)
