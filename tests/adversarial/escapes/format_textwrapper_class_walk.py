# str.format walks a TextWrapper: its option values are plain, its methods' internals are not.
# expect: error AttributeError: attribute '__globals__' is not available in Pyrite (no access to interpreter internals)
# stdout: <class 'textwrap.TextWrapper'> 70 ' [...]'
import textwrap
w = textwrap.TextWrapper()
print("{0.__class__} {0.width} {0.placeholder!r}".format(w))
print("{0.wrap.__globals__}".format(w))
