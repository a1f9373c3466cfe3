# Aggregations the way scripts write them: tallies, groupings, ordered caches.
from collections import Counter, OrderedDict, defaultdict

log = """GET /a 200
GET /b 404
POST /a 200
GET /a 500
GET /c 200
POST /b 200""".split("\n")
status = Counter(line.split()[2] for line in log)
print(status.most_common())
by_path = defaultdict(list)
for line in log:
    method, path, code = line.split()
    by_path[path].append((method, int(code)))
for path in sorted(by_path):
    codes = [c for _, c in by_path[path]]
    print(f"{path}: {len(codes)} requests, errors={sum(1 for c in codes if c >= 400)}")
methods = Counter()
for line in log:
    methods[line.split()[0]] += 1
print(methods, methods["PUT"], sum(methods.values()))
inventory = Counter(apples=5, pears=2)
sold = Counter(apples=3, pears=2, plums=1)
print(inventory - sold, inventory + sold, (inventory - sold) + Counter(kiwis=4))
letters = Counter("mississippi")
print("".join(sorted(letters.elements())), letters.most_common(1)[0])
cache = OrderedDict()
for key in ["a", "b", "c", "a", "d"]:
    if key in cache:
        cache.move_to_end(key)
    cache[key] = len(cache)
    if len(cache) > 3:
        print("evict", cache.popitem(last=False))
print(cache, list(cache.items()))
graph = defaultdict(set)
for a, b in [(1, 2), (1, 3), (2, 3)]:
    graph[a].add(b)
    graph[b].add(a)
print({k: sorted(v) for k, v in sorted(graph.items())})
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
print(t["a"]["b"]["c"], "x" in t, len(t["a"]))
