# Infinite recursion through __repr__ (repr(self)): CPython's RecursionError here says "while
# calling a Python object" (the limit trips in the C call of the repr slot); Pyrite's message
# has no suffix, so the last traceback line differs.
# expect: error RecursionError: maximum recursion depth exceeded while calling a Python object
# now: error RecursionError: maximum recursion depth exceeded
class C:
    def __repr__(self):
        return repr(self)
repr(C())
