import json
import sys
json.dump({"a": [1, 2, {"b": None}]}, sys.stdout)
print()
json.dump({"z": 1, "a": [1, 2]}, sys.stdout, indent=2, sort_keys=True)
print()
json.dump("é", sys.stdout, ensure_ascii=False)
print(json.dump([], sys.stdout))
try:
    json.dump([1, "two", {"three": [3, object()]}], sys.stdout)
except TypeError as e:
    print("|", e)
try:
    json.dump([1, 2.5, float("nan")], sys.stdout, allow_nan=False)
except ValueError as e:
    print("|", e)
try:
    json.dump({"a": 1, (1,): 2}, sys.stdout, indent=1)
except TypeError as e:
    print("|", e)
try:
    json.dump([[1, [2]], 10 ** 5000], sys.stdout)
except ValueError as e:
    print("|", e)
json.dump([1, 2], sys.stdout, separators=(",", ":"))
sys.stdout.write("\n")
print(json.dumps(obj=[1]))
json.dump([2], fp=sys.stdout)
print()
json.dump(obj=[3], fp=sys.stdout, indent=None)
print()
for f in [lambda: json.dumps(), lambda: json.dump(), lambda: json.dump([1]), lambda: json.dumps([1], obj=2),
          lambda: json.dump(1, 2, 3), lambda: json.dump(1, sys.stdout, obj=2), lambda: json.dump(1, sys.stdout, 5)]:
    try:
        f()
    except TypeError as e:
        print(e)
