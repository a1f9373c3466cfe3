class Stack:
    def __init__(self, *items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
s = Stack(1, 2, 3)
print(len(s), bool(s), bool(Stack()))
if not Stack():
    print("empty stack is falsy")
class Flag:
    def __init__(self, on):
        self.on = on
    def __bool__(self):
        print("__bool__ called")
        return self.on
print(bool(Flag(True)), bool(Flag(False)))
print("yes" if Flag(True) else "no")
print(Flag(False) or "fallback")
print(not Flag(False))
class Both:
    def __len__(self):
        return 0
    def __bool__(self):
        return True
print(bool(Both()), len(Both()))
class Neither:
    pass
print(bool(Neither()))
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    print(type(e).__name__, e)
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print(type(e).__name__, e)
class FloatLen:
    def __len__(self):
        return 2.5
try:
    len(FloatLen())
except TypeError as e:
    print(type(e).__name__, e)
print([x for x in [Stack(), Stack(1), Stack(2, 3)] if x].__len__())
