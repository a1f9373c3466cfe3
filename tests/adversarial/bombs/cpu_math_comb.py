# math.comb of a million choose half a million: CPython spends minutes; the last product is
# charged before any work, so the instruction limit stops it at once.
# expect: limit instructions
import math
x = math.comb(10**6, 5 * 10**5)
