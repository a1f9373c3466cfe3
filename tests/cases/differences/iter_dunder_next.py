it = iter([1, 2])
print(it.__next__())
print(it.__next__())
try:
    it.__next__()
except StopIteration as e:
    print(type(e).__name__, e.args)
s = iter("ab")
print(s.__next__(), next(s))
r = iter(range(3))
print(r.__next__(), r.__iter__() is r)
print([1, 2].__len__(), "abc".__contains__("b"), [5, 6].__getitem__(1))
