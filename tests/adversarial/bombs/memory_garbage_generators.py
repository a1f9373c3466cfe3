# Generators made and dropped, far more than the limit in total: the collector frees them and
# their charge. Making one used to charge its registers twice and free them once, so live
# bytes only grew: a loop of 300,000 dropped generators hit an 8 MiB limit.
# limits: max_memory=8MiB
# expect: ok
# stdout: done 3
def g(a, b, c):
    x = a + b
    yield x
for i in range(300000):
    it = g(1, 2, 3)
print("done", next(it))
