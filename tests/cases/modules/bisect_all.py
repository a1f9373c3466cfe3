# bisect_left/right, insort_left/right with lo, hi, key= and their errors, as _bisect.
import bisect

a = [1, 2, 2, 2, 3, 5, 8]
for x in [0, 1, 2, 3, 4, 8, 9]:
    print(x, bisect.bisect_left(a, x), bisect.bisect_right(a, x), bisect.bisect(a, x))
print(bisect.bisect_left(a, 2, 2), bisect.bisect_right(a, 2, 0, 3), bisect.bisect_left(a, 2, lo=4, hi=6))
print(bisect.bisect_left(a, 2, hi=-1), bisect.bisect_right(a, 2, 10), bisect.bisect_left(a, 9, 3, None))
print(bisect.bisect_left("abcdef", "c"), bisect.bisect_right((1, 3, 5), 3), bisect.bisect(range(0, 100, 5), 42))
b = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(b, x)
print(b)
bisect.insort_left(b, 5)
bisect.insort_right(b, 5.0)
bisect.insort(b, 0, 0, 1)
print(b)
recs = [("alice", 31), ("bob", 25), ("carol", 40)]
recs.sort(key=lambda r: r[1])
print(bisect.bisect_left(recs, 30, key=lambda r: r[1]), bisect.bisect_right(recs, 40, key=lambda r: r[1]))
bisect.insort(recs, ("dave", 33), key=lambda r: r[1])
bisect.insort_left(recs, ("erin", 25), key=lambda r: r[1])
print(recs)

class Score:
    log = []

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        Score.log.append(self.v)
        return self.v < (other.v if isinstance(other, Score) else other)

    def __repr__(self):
        return f"S{self.v}"

ss = [Score(v) for v in [10, 20, 30, 40, 50]]
print(bisect.bisect_left(ss, Score(35)), Score.log)
Score.log.clear()
bisect.insort(ss, Score(25))
print(ss, Score.log)

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: bisect.bisect_left([1, 2], 1, -1))
show(lambda: bisect.bisect_left([1, 2]))
show(lambda: bisect.bisect_left())
show(lambda: bisect.bisect_left([1, 2], 1, 0, 1, 1, 1))
show(lambda: bisect.bisect_left([1, 2], 1, 0, 1, 1))
show(lambda: bisect.bisect_left(5, 1))
show(lambda: bisect.bisect_left([1, 2], 1, hi=10))
show(lambda: bisect.bisect_right([1, 2], 1, lo=5))
show(lambda: bisect.bisect([1, 2], 1, 0.5))
show(lambda: bisect.insort((1, 2), 1))
show(lambda: bisect.insort([1, 2], 1, x=3))
show(lambda: bisect.insort([1, 2]))
show(lambda: bisect.bisect_left([1, 2], 1, key=5))
show(lambda: bisect.bisect_left([1, 2], 1, None, None))
show(lambda: bisect.bisect_left([1, 2], 1, foo=1))
show(lambda: bisect.bisect_left([1, 2], x=1, a=[1]))
show(lambda: bisect.bisect_left([1, 2], 1, 0, 2**70))
show(lambda: bisect.bisect_left([1, "a"], 2))
