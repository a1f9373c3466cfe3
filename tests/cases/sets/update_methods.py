s = {1, 2}
s.update([3, 4], (5,), range(6, 8))
print(s)
s.update()
print(s)
s.update({1: "x", 100: "y"})
print(s)
s.intersection_update({1, 2, 3, 100, 200}, [1, 2, 100])
print(s)
s.difference_update([1], {100})
print(s)
s.symmetric_difference_update([2, 3, 4])
print(s)
print(s.update([9]), s)
t = {1, 2, 3}
t.intersection_update()
print(t)
t.difference_update()
print(t)
try:
    t.symmetric_difference_update([1], [2])
except TypeError as e:
    print(type(e).__name__, e)
try:
    t.update(5)
except TypeError as e:
    print(type(e).__name__, e)
u = set()
u.update("aaa")
print(u)
