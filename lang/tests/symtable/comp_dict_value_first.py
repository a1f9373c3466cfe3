d = {key: value for key, value in items}
e = {a: b for c in d}
