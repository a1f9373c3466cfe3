d = {}
def f():
    return d['x']
f()
