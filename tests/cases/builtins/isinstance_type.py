print(type(1), type(1.0), type("s"), type([]), type(()), type({}), type(None), type(True))
print(type(range(1)))
def f():
    pass
print(type(f))
print(type(2**100))
print(isinstance(1, int), isinstance(1.0, int), isinstance(1, float))
print(isinstance("s", str), isinstance([], list), isinstance((), tuple), isinstance({}, dict))
print(isinstance(True, int), isinstance(None, int))
print(isinstance(1, (str, int)), isinstance(1.5, (str, int)))
print(type(1) == int, type(True) == int, type(True) == bool)
print(type(1) is int, type("") is str)
print(isinstance(2**100, int), isinstance(range(2), range))
