from collections import ChainMap, defaultdict, OrderedDict
import copy

defaults = {"color": "red", "size": 10, "debug": False}
env = {"size": 12}
cli = {"debug": True}
cfg = ChainMap(cli, env, defaults)
print(cfg)
print(cfg["color"], cfg["size"], cfg["debug"], len(cfg), list(cfg), bool(cfg))
print("size" in cfg, "nope" in cfg, cfg.get("nope"), cfg.get("nope", 0), cfg.get("color", 0))
print(dict(cfg), sorted(cfg.items()), list(cfg.keys()), list(cfg.values()))
print(cfg.keys(), cfg.items(), cfg.values())
print(type(cfg.keys()).__name__, type(cfg).__name__, len(cfg.keys()), ("size", 12) in cfg.items(), 12 in cfg.values(), "color" in cfg.keys())
cfg["color"] = "blue"
print(cli, defaults["color"])
del cfg["color"]
print(cli, cfg["color"])
print(cfg.maps is cfg.maps, len(cfg.maps), cfg.maps[1] is env)
child = cfg.new_child()
child["size"] = 99
print(child, child["size"], cfg["size"])
print(child.parents, child.parents.parents.maps == [env, defaults])
print(cfg.new_child({"a": 1}), cfg.new_child(b=2), cfg.new_child({"a": 1}, c=3))
c2 = cfg.copy()
c2["new"] = 1
print(c2, "new" in cfg, c2.maps[1] is env, copy.copy(cfg) == cfg)
d = copy.deepcopy(cfg)
print(d, d.maps[1] is env, d == cfg)
print(ChainMap(), ChainMap({}), len(ChainMap()), bool(ChainMap({}, {})), list(ChainMap({"x": 1}, {"y": 2, "x": 0})))
print(cfg == dict(cfg), cfg == ChainMap(dict(cfg)), cfg != {}, ChainMap({"a": 1}) == {"a": 1})
print(cfg | {"q": 1}, {"q": 1} | cfg)
m = ChainMap({"a": 1}, {"b": 2})
m |= {"c": 3}
print(m)
print(m.pop("a"), m.pop("zz", "dflt"), m)
print(m.popitem(), m)
m.update({"u": 1}, v=2)
m.update([("w", 3)])
print(m, m.setdefault("b", 0), m.setdefault("n", 5), m)
m.clear()
print(m, m.maps)
dd = ChainMap({}, defaultdict(int))
print(dd["missing"], dd.maps)
od = ChainMap(OrderedDict(z=1), {"a": 2})
print(list(od), od)
scopes = ChainMap({})
for depth in range(3):
    scopes = scopes.new_child({f"v{depth}": depth})
print(scopes, scopes["v0"], len(scopes), list(scopes))

def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

t(lambda: ChainMap({"a": 1})["zz"])
t(lambda: ChainMap({}, {"b": 1}).pop("b"))
t(lambda: ChainMap().popitem())
def delete():
    m = ChainMap({}, {"b": 1})
    del m["b"]
t(delete)
t(lambda: ChainMap(x=1))
t(lambda: hash(ChainMap()))
t(lambda: ChainMap() | 1)
t(lambda: ChainMap().get())
t(lambda: ChainMap().pop())
t(lambda: ChainMap().new_child(1, 2))
t(lambda: ChainMap({}, 1))
t(lambda: ChainMap({}, 1)["x"])
