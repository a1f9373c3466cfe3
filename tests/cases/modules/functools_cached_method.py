import functools
class Grid:
    def __init__(self, n):
        self.n = n
    @functools.lru_cache(maxsize=None)
    def paths(self, r, c):
        if r == 0 or c == 0:
            return 1
        return self.paths(r - 1, c) + self.paths(r, c - 1)
    def __hash__(self):
        return hash(self.n)
    def __eq__(self, other):
        return self.n == other.n
    scale = functools.partial(max, 0)
g = Grid(3)
print(g.paths(3, 3), Grid.paths.cache_info(), g.paths(2, 2), Grid.paths.cache_info().hits)
print(Grid.paths(g, 1, 1), g.scale(-5, 4), type(Grid.paths).__name__)
m = g.paths
print(m(3, 3), type(m).__name__)
