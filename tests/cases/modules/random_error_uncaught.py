import random

random.seed(1)
print(random.randint(1, 10))
random.getrandbits(-1)
