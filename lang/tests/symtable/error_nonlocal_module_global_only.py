x = 1
def f():
    nonlocal x
