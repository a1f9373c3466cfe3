# Tuple hashes are CPython's, however deep the nesting (hashed with an explicit stack, not native
# recursion), with items' __hash__ called in order and the first unhashable item reported.
print(hash(()), hash((1, 2)), hash(((1, 2), (3, (4, 5)), ())), hash((1.5, True, (-1,))))
t = ()
for i in range(10**5):
    t = (t,)
print(hash(t))
u = (1, 2)
for i in range(1000):
    u = (u, i, (i,))
print(hash(u))
try:
    hash((1, (2, [3])))
except TypeError as e:
    print("TypeError:", e)
class H:
    def __hash__(self):
        return 7
print(hash((H(), (H(), 1))))
