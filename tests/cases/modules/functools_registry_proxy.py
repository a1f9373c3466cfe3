from functools import singledispatch
@singledispatch
def g(x): return 1
r = g.registry
for name in ["_mapping", "data", "keys"]:
    try:
        print(name, getattr(r.keys(), name, "none"))
    except Exception as e:
        print(type(e).__name__, e)
print("{0.keys}".format(r)[:30])
try:
    print(r.__class__)
except Exception as e:
    print(type(e).__name__, e)
print(type(g), type(r), g.register.__name__ if False else "")
try:
    r.x = 1
except Exception as e: print(type(e).__name__, e)
try:
    print(r.y)
except Exception as e: print(type(e).__name__, e)
try:
    print(g.y)
except Exception as e: print(type(e).__name__, e)
print(dict(r) == {object: g.dispatch(object)}, {**r} == dict(r))
d = {}
d.update(r)
print(len(d), list(reversed(r)), sorted(r, key=lambda c: c.__name__), str(r)[:8])
