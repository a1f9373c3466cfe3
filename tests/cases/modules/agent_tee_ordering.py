# Comparing versions with total_ordering and looking ahead in a stream with itertools.tee.
from functools import total_ordering
from itertools import tee, islice

@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
        self.text = text
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return self.text

releases = [Version(v) for v in ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2.3"]]
print(sorted(releases), max(releases), min(releases))
print(Version("2.0") >= Version("1.99"), Version("1.0") <= Version("1.0"), Version("1.0") > Version("1.0.1"))
latest = max(releases)
print([v for v in releases if v >= Version("1.2.3")])

events = ["start", "load", "load", "error", "retry", "load", "done"]
cur, ahead = tee(events)
next(ahead, None)
for now, nxt in zip(cur, ahead):
    if nxt == "error":
        print(f"{now!r} is followed by an error")
a, b, c = tee(range(10), 3)
print(list(islice(a, 3)), sum(b), [x * x for x in c if x % 3 == 0])
