class Countdown:
    def __init__(self, start):
        self.start = start
    def __iter__(self):
        n = self.start
        while n > 0:
            yield n
            n -= 1
c = Countdown(3)
print(list(c), list(c))
for a in Countdown(2):
    for b in Countdown(2):
        print(a, b)
class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)
    def walk(self):
        yield self.value
        for ch in self.children:
            yield from ch.walk()
t = Tree(1, [Tree(2, [Tree(4)]), Tree(3)])
print(list(t.walk()))
print(sum(t.walk()), max(Countdown(5)))
