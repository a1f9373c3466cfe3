class Version:
    def __init__(self, major, minor):
        self.major = major
        self.minor = minor
    def _key(self):
        return (self.major, self.minor)
    def __eq__(self, other):
        return self._key() == other._key()
    def __lt__(self, other):
        return self._key() < other._key()
    def __le__(self, other):
        return self._key() <= other._key()
    def __gt__(self, other):
        return self._key() > other._key()
    def __ge__(self, other):
        return self._key() >= other._key()
    def __repr__(self):
        return f"v{self.major}.{self.minor}"
a, b, c = Version(1, 2), Version(1, 10), Version(1, 2)
print(a == c, a != c, a == b, a != b)
print(a < b, a <= c, b > a, b >= a, a > b)
vs = [Version(2, 0), Version(1, 5), Version(1, 10), Version(0, 9)]
print(sorted(vs))
print(sorted(vs, reverse=True))
print(min(vs), max(vs))
print(a in [b, c], vs.index(Version(1, 10)), vs.count(Version(2, 0)))
print(Version(1, 0) < Version(1, 1) < Version(2, 0))
vs.sort()
print(vs)
print(max(vs, key=lambda v: v.minor))
