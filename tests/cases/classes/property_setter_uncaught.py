class Circle:
    def __init__(self, r):
        self.r = r
    @property
    def diameter(self):
        return 2 * self.r
c = Circle(4)
print(c.diameter)
c.diameter = 10
