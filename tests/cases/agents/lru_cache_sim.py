"""An LRU cache built on dict insertion order, compared with a FIFO cache on a trace."""
from typing import Dict, List


class LRUCache:
    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.data: Dict = {}
        self.hits = 0
        self.misses = 0
        self.evicted: List = []

    def get(self, key, default=None):
        if key in self.data:
            value = self.data.pop(key)
            self.data[key] = value
            self.hits += 1
            return value
        self.misses += 1
        return default

    def put(self, key, value) -> None:
        if key in self.data:
            self.data.pop(key)
        elif len(self.data) >= self.capacity:
            oldest = next(iter(self.data))
            del self.data[oldest]
            self.evicted.append(oldest)
        self.data[key] = value

    def __contains__(self, key) -> bool:
        return key in self.data

    def __len__(self) -> int:
        return len(self.data)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self.data)})"

    @property
    def hit_rate(self) -> float:
        total = self.hits + self.misses
        return self.hits / total if total else 0.0


class FIFOCache(LRUCache):
    def get(self, key, default=None):
        if key in self.data:
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return default


def run_trace(cache: LRUCache, trace: List[int]) -> List[str]:
    events = []
    for key in trace:
        if cache.get(key) is None:
            cache.put(key, key * key)
            events.append(f"{key}!")
        else:
            events.append(str(key))
    return events


def main() -> None:
    trace = [1, 2, 3, 1, 4, 1, 5, 2, 1, 3, 6, 1, 2, 7, 1, 2, 3, 4]
    for cls in (LRUCache, FIFOCache):
        for cap in (2, 3, 4):
            c = cls(cap)
            events = run_trace(c, trace)
            print(f"{cls.__name__:<9} cap={cap} hits={c.hits:>2} misses={c.misses:>2} rate={c.hit_rate:.2f}")
            if cap == 3:
                print("   trace:", " ".join(events))
                print("   final:", c, "evicted:", c.evicted[:6])
    c = LRUCache(2)
    c.put("a", 1)
    c.put("b", 2)
    print(c.get("a"), "b" in c, len(c))
    c.put("c", 3)
    print(c, "b" in c, c.get("b", "gone"))
    try:
        LRUCache(0)
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
