pairs = [("a", 1), ("b", 2), ("a", 3), ("c", 4), ("b", 5)]
print({k: v for k, v in pairs})
print({v % 2: k for k, v in pairs})
print({1: "int", 1.0: "float", True: "bool"})
print({x: x for x in [1, 1.0, True]})
print(len({i // 3: i for i in range(10)}))
