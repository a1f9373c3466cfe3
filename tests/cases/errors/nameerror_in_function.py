def f():
    return undefined_name + 1
print("calling")
f()
