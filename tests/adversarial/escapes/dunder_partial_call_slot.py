# partial.__call__ (a slot wrapper in CPython) is not a way around the checks: not supported.
# expect: error NotImplementedError: functools.partial.__call__ is not supported
import functools
p = functools.partial(max, 1)
print(getattr(p, "__call__")(2))
