# Through a partial's .func to the wrapped function's globals, with a built name.
# expect: error AttributeError: getattr(): attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
import functools
def f(x):
    return x
p = functools.partial(f, 1)
print(getattr(p.func, "__" + "globals__"))
