# Round-tripping values through JSON, and what changes on the way.
import json
import math

values = [
    0, -1, 2 ** 63, -(2 ** 100), 0.1, 1e-7, 1e22, 1.5e300, -0.0, 3.0, 2.5e-308,
    "", "plain", "quote\" backslash\\ slash/", "tab\tnewline\ncr\r", "\x00\x1f\x7f", "é ü ß", "☃ 中文", "😀 𝄞",
    None, True, False, [], {}, [1, [2, [3, []]]], {"a": {"b": {"c": {}}}},
    (1, 2), {"k": (3, 4)}, {1: "int key", 2.5: "float key", True: "bool key", None: "none key"},
]
for v in values:
    s = json.dumps(v)
    back = json.loads(s)
    same = back == v and type(back) is type(v)
    print(f"{s:<40} {json.dumps(v, ensure_ascii=False):<30} {'same' if same else 'changed: ' + repr(back)}")
for x in [math.inf, -math.inf, math.nan]:
    s = json.dumps(x)
    back = json.loads(s)
    print(s, back, math.isnan(back) if math.isnan(x) else back == x)
big = {"rows": [{"id": i, "name": f"item{i}", "score": i * 0.5, "tags": ["t"] * (i % 3)} for i in range(50)]}
s = json.dumps(big)
print(len(s), json.loads(s) == big, len(json.dumps(big, indent=4)), json.dumps(big, indent=4).count("\n"))
print(json.dumps(json.loads('{"b": 2, "a": 1, "b": 3}')), json.dumps({"z": 1, "a": 2}, sort_keys=True))
nested = json.loads(json.dumps([[[["deep"]]]]))
print(nested[0][0][0][0], json.dumps(nested, indent="--"))
