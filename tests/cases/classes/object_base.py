class Explicit(object):
    pass
class Implicit:
    pass
print(issubclass(Explicit, object), issubclass(Implicit, object))
print(isinstance(Explicit(), object), isinstance(1, object), isinstance(None, object))
class WithInit(object):
    def __init__(self, v):
        super().__init__()
        self.v = v
print(WithInit(3).v)
class StrDefault:
    pass
s = StrDefault()
print(str(s) == repr(s))
print(repr(s).startswith("<__main__.StrDefault object at 0x"), repr(s).endswith(">"))
print(s == s, s != s, s == StrDefault())
print(type(hash(s)).__name__, hash(s) == hash(s))
print(bool(s), StrDefault.__name__)
print(object.__name__, type(object).__name__, issubclass(type, object))
