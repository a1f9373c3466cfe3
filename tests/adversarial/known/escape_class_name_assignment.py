# A class's __name__ and __qualname__ are writable in CPython and its repr follows them.
# Pyrite admits the assignments and silently ignores them: a wrong answer.
# expect: ok
# stdout: D
# stdout: E <class '__main__.E'>
# now: ok
class C:
    pass
C.__name__ = "D"
print(C.__name__)
C.__qualname__ = "E"
print(C.__qualname__, C)
