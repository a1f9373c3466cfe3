d = {"a": 1}
print([d[k] for k in ["a"]])
print([d[k] for k in ["a", "b"]])
