# Load a JSON config, validate it, report errors with JSONDecodeError details, and dump a
# summary with different dumps options.
import json

good = '{"name": "svc", "replicas": 3, "ports": [80, 443], "env": {"DEBUG": false, "TZ": "UTC"}, "ratio": 0.25, "tags": null}'
cfg = json.loads(good)
print(cfg["name"], cfg["replicas"], cfg["ports"], cfg["env"], cfg["ratio"], cfg["tags"])
print(json.dumps(cfg))
print(json.dumps(cfg, indent=2, sort_keys=True))
print(json.dumps(cfg, separators=(",", ":")))
print(json.dumps(cfg, indent="\t"))
print(json.dumps([1, [2, [3, {}]], []], indent=1))
print(json.dumps({"k": "héllo ☃ \u0001 \"q\" \\"}))
print(json.dumps({"k": "héllo ☃"}, ensure_ascii=False))
print(json.dumps({3: "int key", True: "bool", None: "none", 1.5: "float"}))
print(json.dumps([float("inf"), float("-inf"), float("nan"), 1e100, 1.0, -0.0, 10**20]))
print(json.dumps((1, 2)), json.dumps("x"), json.dumps(None))
bad_inputs = ['{"a": 1,}', '[1, 2', '{"a" 1}', "", "nul", '{"a": "b\\x"}', "[1] x", "{'a': 1}", "01"]
for text in bad_inputs:
    try:
        print("ok", repr(json.loads(text)))
    except json.JSONDecodeError as e:
        print(f"{text!r:14} -> {e.msg} (line {e.lineno} col {e.colno} pos {e.pos})")
        print("   ", e)
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"when": object.__name__}, default=str))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


print(json.dumps([Point(1, 2), Point(3, 4)], default=lambda p: {"x": p.x, "y": p.y}))
print(json.loads("[1.0, 2, -3e2, 1E-2, true, null]"))
print(json.loads('"\\u00e9\\n\\t"'), json.loads(" 42 "))
print(json.loads('{"a": 1, "a": 2}'))
print(json.dumps(json.loads('{"b": 1, "a": [1, 2]}'), sort_keys=True, indent=4, separators=(",", ": ")))
