# The collections and re types take [...] as CPython's (__class_getitem__): annotations such as
# `defaultdict[str, list[int]]` evaluate to a types.GenericAlias named by module.
import re
from collections import ChainMap, Counter, OrderedDict, defaultdict, deque

print(defaultdict[int, set[str]])
print(Counter[str], OrderedDict[str, int], deque[int], ChainMap[str, int])
print(re.Pattern[str], re.Match[str])
print(dict[str, deque[int]], list[Counter[str]])
print(type(deque[int]).__name__)

groups: defaultdict[str, list[int]] = defaultdict(list)
groups["a"].append(1)
print(groups)


def window(n: int) -> deque[int]:
    return deque(range(n), maxlen=3)


print(window(5))
print(deque[int]([1, 2]), defaultdict[str, list](list), Counter[str]("aab"))
print(deque[int] == deque[int], deque[int] == list[int], Counter[str] == Counter[int])
try:
    isinstance(deque(), deque[int])
except TypeError as e:
    print(type(e).__name__, e)
try:
    re.Pattern[str]()
except TypeError as e:
    print(type(e).__name__, e)
import hashlib
for t in (re.Pattern, re.Match, type(hashlib.sha256())):
    try:
        t()
    except TypeError as e:
        print(type(e).__name__, e)
