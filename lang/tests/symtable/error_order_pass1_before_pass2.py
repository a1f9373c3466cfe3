def f():
    nonlocal x
[(yield) for a in b]
