"""A lazy data pipeline of generators: read, parse, filter, batch, window, and aggregate."""
from itertools import islice, chain, groupby, tee, count, takewhile, dropwhile, filterfalse, zip_longest
from collections import deque
from typing import Any, Iterator, Iterable
import random



def source(n: int, seed: int) -> Iterator[str]:
    rng = random.Random(seed)
    for i in range(n):
        kind = rng.choice(["click", "view", "view", "buy", "bogus"])
        yield f"{i},{kind},{rng.randint(1, 5)},{rng.randint(0, 500) / 10}"


def parse(lines: Iterable[str]) -> Iterator[dict]:
    for line in lines:
        idx, kind, user, value = line.split(",")
        if kind == "bogus":
            continue
        yield {"i": int(idx), "kind": kind, "user": int(user), "value": float(value)}


def batched(it: Iterable[Any], size: int) -> Iterator[tuple[Any, ...]]:
    it = iter(it)
    while batch := tuple(islice(it, size)):
        yield batch


def sliding(it: Iterable[float], n: int) -> Iterator[float]:
    window: deque[float] = deque(maxlen=n)
    for x in it:
        window.append(x)
        if len(window) == n:
            yield sum(window) / n


events = list(parse(source(40, seed=77)))
print(f"{len(events)} events kept of 40")
for b in islice(batched(events, 6), 3):
    print("batch:", [e["i"] for e in b], f"sum={sum(e['value'] for e in b):.1f}")
avgs = list(sliding((e["value"] for e in events), 4))
print("moving average:", [round(a, 2) for a in avgs[:6]])
by_kind = {k: len(list(g)) for k, g in groupby(sorted(events, key=lambda e: e["kind"]), key=lambda e: e["kind"])}
print("by kind:", by_kind)
a, b = tee(e["value"] for e in events)
print("max/min via tee:", max(a), min(b))
buys = filter(lambda e: e["kind"] == "buy", events)
not_buys = filterfalse(lambda e: e["kind"] == "buy", events)
print("first buys:", [e["i"] for e in islice(buys, 3)], "first others:", [e["i"] for e in islice(not_buys, 3)])
print("values until first > 40:", [e["value"] for e in takewhile(lambda e: e["value"] <= 40, events)])
print("after first buy:", [e["i"] for e in dropwhile(lambda e: e["kind"] != "buy", events)][:5])
ids = count(1000, 7)
tagged = list(zip(ids, (e["kind"] for e in events[:4])))
print(tagged, next(ids))
print(list(zip_longest("abc", [1], fillvalue=0)), list(chain.from_iterable(batched(range(7), 3))))


def gen_with_return():
    total = 0
    while True:
        x = yield total
        if x is None:
            return total
        total += x


g = gen_with_return()
next(g)
print([g.send(v) for v in (5, 10, 20)])
try:
    g.send(None)
except StopIteration as stop:
    print("generator returned", stop.value)
def delegator():
    result = yield from gen_with_return()
    yield f"inner returned {result}"
d = delegator()
next(d); d.send(3); print(d.send(None))
squares = (n * n for n in range(10))
print(sum(squares), sum(squares), list(islice(count(), 2, 12, 3)))
