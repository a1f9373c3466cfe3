def f(x):
    return [1 / v for v in x]
print(f([1, 0]))
