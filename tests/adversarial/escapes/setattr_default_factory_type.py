# default_factory may be reassigned (as in CPython); the new factory is just a script value.
# expect: ok
# stdout: [] <class 'list'>
from collections import defaultdict
d = defaultdict(int)
d.default_factory = list
print(d["x"], d.default_factory)
