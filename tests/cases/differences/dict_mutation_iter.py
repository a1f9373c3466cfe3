d = {"a": 1, "b": 2}
try:
    for k in d:
        d[k + "x"] = 0
except RuntimeError as e:
    print(type(e).__name__, e)
print(len(d))
d = {"a": 1, "b": 2}
try:
    for k in d:
        del d[k]
except RuntimeError as e:
    print(type(e).__name__, e)
d = {"a": 1, "b": 2}
try:
    for k in d:
        del d[k]
        d[k + "2"] = 0
except RuntimeError as e:
    print(type(e).__name__, e)
d = {"a": 1, "b": 2}
for k in d:
    d[k] = 100
print(d)
try:
    for v in d.values():
        d["new"] = 1
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    for item in d.items():
        d.pop("new")
except RuntimeError as e:
    print(type(e).__name__, e)
