# An lru_cache wrapper's __wrapped__ leads only to the script's own function, but it is a dunder
# CPython gives a meaning to: refused like the others when the name is built.
# expect: error AttributeError: getattr(): attribute '__wrapped__' is not available in Pyrite (no access to interpreter internals)
import functools
@functools.lru_cache
def f(x):
    return x
print(getattr(f, "__wrapped" + "__"))
