print(sum(["a", "b"]))
