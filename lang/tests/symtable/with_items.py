def f():
    with open(p) as fh, lock:
        pass
    with ctx() as (a, b):
        pass
