# sample(range(huge), k) builds a k-item list (and a set of k indices): checked before the draws.
# expect: limit memory
import random
print(len(random.sample(range(10**12), 10**8)))
