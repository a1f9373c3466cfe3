print("a" - "b")
