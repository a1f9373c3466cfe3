print("a" * 2.0)
