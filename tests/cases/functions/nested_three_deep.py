def level1(a):
    def level2(b):
        def level3(c):
            return f"{a}-{b}-{c}"
        return level3
    return level2
print(level1("x")("y")("z"))
f2 = level1(1)
f3a = f2(2)
f3b = f2(20)
print(f3a(3), f3b(30), f3a(300))
def build():
    log = []
    def a():
        def b():
            def c():
                log.append("c")
                return len(log)
            log.append("b")
            return c()
        log.append("a")
        return b()
    n = a()
    return n, log
print(build())
def adder(x):
    def add_y(y):
        def add_z(z):
            nonlocal x
            x += 1
            return x + y + z
        return add_z
    return add_y
g = adder(0)(10)
print(g(100), g(100), g(100))
def recurse_inner(n):
    def helper(k):
        if k == 0:
            return [n]
        return [k] + helper(k - 1)
    return helper(n)
print(recurse_inner(4))
