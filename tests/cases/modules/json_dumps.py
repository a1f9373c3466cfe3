import json
from collections import Counter, OrderedDict, defaultdict
print(json.dumps({"a": 1, "b": [1, 2.5, None, True, False], "c": "x\ny\"é☃😀"}))
print(json.dumps({"a": 1, "b": [1, 2]}, indent=2))
print(json.dumps({"b": 1, "a": [1, {"z": {}}], "c": []}, indent="\t", sort_keys=True))
print(json.dumps([1, 2], separators=(",", ":")))
print(json.dumps({1: 2, 2.5: 3, True: 4, None: 5, False: 6}))
print(json.dumps("é😀", ensure_ascii=False), json.dumps("é😀\x7f\x00"))
print(json.dumps([float("nan"), float("inf"), -float("inf"), 1e100, 0.1, -0.0, 10**20]))
print(json.dumps(Counter("abca")), json.dumps(OrderedDict(b=1, a=2)), json.dumps((1, (2, 3))))
print(json.dumps({"x": object}, default=lambda o: o.__name__))
for bad in [lambda: json.dumps({(1,2): 3}), lambda: json.dumps(float("nan"), allow_nan=False),
            lambda: json.dumps([float("nan")], allow_nan=False, indent=1),
            lambda: json.dumps({1}), lambda: json.dumps(object()),
            lambda: json.dumps(1, cls=None, foo=1), lambda: json.dumps(1, 2)]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
a = []; a.append(a)
try: json.dumps(a)
except ValueError as e: print(e)
d = {}; d["d"] = d
try: json.dumps(d, indent=1)
except ValueError as e: print(e)
print(json.dumps({(1,2): 3, "a": 1}, skipkeys=True))
print(json.dumps([1, [2, []], {}], indent=0))
print(json.dumps([1], indent=-3))
print(json.dumps(10**30), json.dumps(-5), json.dumps(None), json.dumps(True))
print(repr(json.dumps({"a": [1, 2]}, indent=2, separators=(", ", " = "))))
