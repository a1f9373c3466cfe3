# A class's __name__ and __qualname__ are writable in CPython and its repr follows them;
# Pyrite's too (never an assignment silently ignored).
# expect: ok
# stdout: D
# stdout: E <class '__main__.E'>
class C:
    pass
C.__name__ = "D"
print(C.__name__)
C.__qualname__ = "E"
print(C.__qualname__, C)
