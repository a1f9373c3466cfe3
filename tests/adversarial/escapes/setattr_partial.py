# Setting attributes on a partial (CPython allows it: it has a __dict__) is refused, not ignored.
# expect: error NotImplementedError: setting attributes of functools.partial objects is not supported in Pyrite
import functools
p = functools.partial(max, 1)
setattr(p, "tag", 1)
