def src(n):
    print("src", n)
    return range(n)
r = [i for i in src(3)]
print(r)
r2 = [(a, b) for a in src(2) for b in src(a + 1)]
print(r2)
