class Thing:
    kind = "thing"
    def __init__(self):
        self.size = 1
t = Thing()
try:
    t.color
except AttributeError as e:
    print(type(e).__name__, e)
try:
    Thing.color
except AttributeError as e:
    print(type(e).__name__, e)
try:
    t.method()
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del t.color
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del t.kind
except AttributeError as e:
    print(type(e).__name__, e)
try:
    (5).size
except AttributeError as e:
    print(type(e).__name__, e)
try:
    None.anything
except AttributeError as e:
    print(type(e).__name__, e)
try:
    [].push(1)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    (1).real = 2
except AttributeError as e:
    print(type(e).__name__, e)
try:
    "s".new_attr = 1
except AttributeError as e:
    print(type(e).__name__, e)
class Sub(Thing):
    pass
try:
    Sub().xyz_unknown
except AttributeError as e:
    print(type(e).__name__, e)
t.color = "red"
print(t.color, t.size, t.kind)
