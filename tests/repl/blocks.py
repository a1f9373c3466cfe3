def square(n):
    """Squares."""
    return n * n

square(4)
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

Point(1, 2)
for i in range(3): i

for i in range(2):
    i * 10
    if i:
        'odd'
    else:
        'even'

if square(2) == 4:
    for j in range(2):
        while j < 1:
            j
            j += 1

def quiet():
    42

quiet()
total = 0
while total < 3:
    total += 1

total
try:
    1 / 0
except ZeroDivisionError:
    'caught'
finally:
    'finally'

with_value = [k for k in range(3)]
with_value
def twice(f):
    return lambda x: f(f(x))

@twice
def inc(x):
    return x + 1

inc(5)
match inc(0):
    case 2:
        'two'
    case _:
        'other'

