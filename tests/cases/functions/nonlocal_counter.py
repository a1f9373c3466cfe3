def counter(start=0, step=1):
    count = start
    def next_value():
        nonlocal count
        count += step
        return count
    return next_value
c1 = counter()
c2 = counter(100, 10)
print(c1(), c1(), c1())
print(c2(), c2())
print(c1())
def running_average():
    total = 0
    n = 0
    def add(x):
        nonlocal total, n
        total += x
        n += 1
        return total / n
    return add
avg = running_average()
print(avg(10), avg(20), avg(60))
def outer():
    x = 1
    def mid():
        nonlocal x
        x += 1
        def inner():
            nonlocal x
            x *= 10
            return x
        return inner()
    r = mid()
    return r, x
print(outer())
def shadow():
    x = "outer"
    def local_only():
        x = "inner"
        return x
    local_only()
    return x
print(shadow())
