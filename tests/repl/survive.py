names = []
names.append('kept'); undefined_name
names
def broken():
    names.append('in broken')
    return [][1]

broken()
names
try:
    broken()
except IndexError as e:
    e

class Box:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v.missing

b = Box(3)
b.get()
b.v
