class P:
    def __init__(self, x, y=0):
        self.x = x
        self.y = y
try:
    P()
except TypeError as e:
    print(type(e).__name__, e)
try:
    P(1, 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    P(1, z=3)
except TypeError as e:
    print(type(e).__name__, e)
class NoInit:
    pass
try:
    NoInit(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    NoInit(a=1)
except TypeError as e:
    print(type(e).__name__, e)
class ReturnsValue:
    def __init__(self):
        return 5
try:
    ReturnsValue()
except TypeError as e:
    print(type(e).__name__, e)
class M:
    def method(self, a):
        return a
try:
    M().method()
except TypeError as e:
    print(type(e).__name__, e)
try:
    M().method(1, 2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    M.method(1)
except TypeError as e:
    print(type(e).__name__, e)
class NoSelf:
    def oops():
        return 1
try:
    NoSelf().oops()
except TypeError as e:
    print(type(e).__name__, e)
print(NoSelf.oops())
