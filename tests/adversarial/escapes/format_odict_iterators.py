# reversed() dict iterators and OrderedDict views reach only their type's name through
# __class__, by format-string traversal and by a built getattr name.
# expect: ok
# stdout: odict_iterator dict_reverseitemiterator
# stdout: odict_keys dict_reversekeyiterator
import collections
od = collections.OrderedDict(a=1)
print("{0.__class__.__name__} {1.__class__.__name__}".format(reversed(od.items()), reversed({}.items())))
print(getattr(od.keys(), "__cl" + "ass__").__name__, getattr(reversed({}), "__cl" + "ass__").__name__)
