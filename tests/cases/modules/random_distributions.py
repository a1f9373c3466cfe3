# Every distribution, repr'd, from several seeds and parameter kinds (ints, floats, big
# ints), and gauss's cached second value.
import random

for seed in (1, 2, 3):
    random.seed(seed)
    print(seed, [repr(random.uniform(1, 10)) for _ in range(3)])
    print(repr(random.uniform(2.5, -1.5)), repr(random.uniform(2**53, 2**53 + 1)))
    print(repr(random.triangular()), repr(random.triangular(0, 10, 3)), repr(random.triangular(5, 5)))
    print(repr(random.triangular(1, 3, 3)), repr(random.triangular(low=2, high=4)))
    print(repr(random.gauss()), repr(random.gauss()), repr(random.gauss(5, 2)), repr(random.gauss(mu=1)))
    print(repr(random.normalvariate()), repr(random.normalvariate(10, 3)), repr(random.normalvariate(sigma=0.5)))
    print(repr(random.lognormvariate(0, 1)), repr(random.lognormvariate(1.5, 0.25)))
    print(repr(random.expovariate(1)), repr(random.expovariate(0.25)), repr(random.expovariate(-2)))
    print(repr(random.vonmisesvariate(0, 0)), repr(random.vonmisesvariate(1, 4)), repr(random.vonmisesvariate(3.0, 0.5)))
    print(repr(random.gammavariate(0.5, 1)), repr(random.gammavariate(1, 2)), repr(random.gammavariate(1.0, 1.5)))
    print(repr(random.gammavariate(3, 2)), repr(random.gammavariate(20.5, 0.1)), repr(random.gammavariate(0.01, 1)))
    print(repr(random.betavariate(2, 3)), repr(random.betavariate(0.5, 0.5)), repr(random.betavariate(1, 1)))
    print(repr(random.paretovariate(3)), repr(random.paretovariate(0.5)))
    print(repr(random.weibullvariate(1, 2)), repr(random.weibullvariate(2.5, 0.5)))

random.seed(5)
g1 = random.gauss()
s = random.getstate()
print(s[0], len(s[1]), type(s[2]).__name__, repr(s[2]))
g2 = random.gauss()
random.setstate(s)
print(g2 == random.gauss(), repr(g1), repr(g2))
random.seed(5)
print(random.getstate()[2])

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: random.gammavariate(0, 1))
show(lambda: random.gammavariate(1, -1))
show(lambda: random.gammavariate("a", 1))
show(lambda: random.betavariate(0, 1))
show(lambda: random.expovariate(0))
show(lambda: random.paretovariate(0))
show(lambda: random.weibullvariate(1, 0))
show(lambda: random.uniform(1))
show(lambda: random.uniform(1, 2, 3))
show(lambda: random.uniform(1, b=2, c=3))
show(lambda: random.uniform(1, a=2))
show(lambda: random.uniform("a", "b"))
show(lambda: random.triangular(0, 1, 5))
show(lambda: random.lognormvariate(0))
show(lambda: random.gauss(1, 2, 3))
show(lambda: random.vonmisesvariate(0))
