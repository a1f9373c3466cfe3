print("a" * 2)
print("a" * "b")
