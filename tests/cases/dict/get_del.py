d = {"x": 1, "y": 2, "z": 3}
print(d.get("x"), d.get("w"), d.get("w", 0), d.get("y", 100))
del d["y"]
print(d)
print(d.pop("x"), d)
print(d.pop("missing", "dflt"))
d.setdefault("q", [])
d["q"].append(1)
d.setdefault("q", []).append(2)
print(d)
d.update({"z": 30, "new": 4})
print(d)
d.clear()
print(d, len(d))
