# A ChainMap view's _mapping is CPython's private slot: not provided, refused as not supported.
# expect: error NotImplementedError: KeysView._mapping is not supported
# stdout: ['a']
from collections import ChainMap
v = ChainMap({'a': 1}).keys()
print(list(v))
print(getattr(v, '_map' + 'ping'))
