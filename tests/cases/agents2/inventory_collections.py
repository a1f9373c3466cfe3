# Inventory bookkeeping with collections: Counter arithmetic, defaultdict grouping,
# namedtuple records, OrderedDict LRU, deque rotation and ChainMap settings.
from collections import Counter, defaultdict, namedtuple, OrderedDict, deque, ChainMap

Item = namedtuple("Item", "sku name qty price")
items = [Item("a1", "bolt", 100, 0.05), Item("b2", "nut", 250, 0.02), Item("c3", "gear", 7, 4.5)]
print(items[0], items[0]._asdict(), Item._fields)
restocked = items[2]._replace(qty=50)
print(restocked, restocked.qty * restocked.price, items[2].qty)
print(Item._make(["d4", "cog", 3, 1.25]), Item("e", "x", 1, 2) == ("e", "x", 1, 2))
Pt = namedtuple("Pt", ["x", "y"], defaults=[0])
print(Pt(1), Pt(1, 2), Pt._field_defaults)
stock = Counter({"bolt": 10, "nut": 4, "gear": 1})
sold = Counter(bolt=3, nut=5, cog=1)
print(stock - sold, stock + sold, stock & sold, stock | sold)
left = stock.copy()
left.subtract(sold)
print(left, +left, -left)
print(left.most_common(2), left.total(), sorted(left))
words = Counter("the quick brown fox jumps over the lazy dog the end".split())
print(words.most_common(3), words["missing"], len(words))
words.update(["fox", "fox"])
print(words["fox"], words.most_common()[-1])
by_len = defaultdict(list)
for w in sorted(words):
    by_len[len(w)].append(w)
print(dict(by_len))
counts = defaultdict(int)
for ch in "mississippi":
    counts[ch] += 1
print(counts, dict(counts))
nested = defaultdict(lambda: defaultdict(int))
nested["x"]["y"] += 2
print({k: dict(v) for k, v in nested.items()})
lru = OrderedDict()
for key in "abcabdae":
    if key in lru:
        lru.move_to_end(key)
    lru[key] = lru.get(key, 0) + 1
    if len(lru) > 3:
        print("evict", lru.popitem(last=False))
print(lru, list(lru.keys()))
lru.move_to_end("a", last=False)
print(list(lru), lru.popitem())
dq = deque(range(6), maxlen=6)
dq.rotate(2)
print(dq)
dq.rotate(-3)
print(dq, dq[0], dq[-1])
dq.append(99)
dq.appendleft(-1)
print(dq, dq.maxlen, dq.count(99), dq.index(4))
dq.extendleft([7, 8])
print(dq, list(reversed(dq)))
defaults = {"color": "red", "user": "guest", "debug": False}
env = {"user": "admin"}
cli = {"debug": True}
cm = ChainMap(cli, env, defaults)
print(cm["color"], cm["user"], cm["debug"], len(cm), sorted(cm))
child = cm.new_child({"color": "blue"})
print(child["color"], child.parents["color"], dict(child))
cm["extra"] = 1
print(cli, cm.maps[0] is cli)
