# A ChainMap's KeysView is a Set in CPython (== {'a'} is True, & gives a set): Pyrite does not provide that, so it refuses instead of answering False.
# expect: error NotImplementedError: set operations and comparisons of a ChainMap's KeysView are not supported
# stdout: ['a']
from collections import ChainMap
keys = ChainMap({"a": 1}).keys()
print(list(keys))
print(keys == {"a"})
