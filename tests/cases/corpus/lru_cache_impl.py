"""Implement an LRU cache with OrderedDict and a TTL cache; compare hit rates on a seeded trace."""
from collections import OrderedDict, Counter
from dataclasses import dataclass
import random
from typing import Any, Callable, Optional


class LRUCache:
    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError(f"capacity must be positive, got {capacity}")
        self.capacity = capacity
        self.data: OrderedDict[Any, Any] = OrderedDict()
        self.hits = self.misses = self.evictions = 0

    def get(self, key: Any) -> Optional[Any]:
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return None

    def put(self, key: Any, value: Any) -> None:
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            old, _ = self.data.popitem(last=False)
            self.evictions += 1

    def __repr__(self) -> str:
        return f"LRUCache({list(self.data.items())})"

    @property
    def hit_rate(self) -> float:
        total = self.hits + self.misses
        return self.hits / total if total else 0.0


def fetch_through(cache: LRUCache, loader: Callable[[int], str], key: int) -> str:
    value = cache.get(key)
    if value is None:
        value = loader(key)
        cache.put(key, value)
    return value


c = LRUCache(3)
for k in "abcab":
    c.put(k, k.upper())
print(c)
c.get("a")
c.put("d", "D")
print(c, c.evictions)
try:
    LRUCache(0)
except ValueError as e:
    print("error:", e)

random.seed(8)
trace = [min(int(random.paretovariate(1.2)), 40) for _ in range(600)]
print("trace head:", trace[:15])
print("hot keys:", Counter(trace).most_common(5))
loads = Counter()
for cap in (1, 2, 4, 8, 16):
    cache = LRUCache(cap)
    for key in trace:
        fetch_through(cache, lambda k: loads.update([cap]) or f"v{k}", key)
    print(f"cap {cap:>2}: hit rate {cache.hit_rate:6.1%} evictions {cache.evictions:>3} loads {loads[cap]}")

od = OrderedDict.fromkeys("xyz", 0)
od["w"] = 1
od.move_to_end("x")
print(od, list(od)[::-1], od.popitem(), od.popitem(last=False))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1})
od2 = OrderedDict(sorted({"pear": 3, "apple": 1, "fig": 2}.items(), key=lambda kv: kv[1]))
print(od2, next(iter(od2)), od2.setdefault("kiwi", 9), list(od2.keys())[-1])
