def f(x):
    return [x,

print(f(1))
