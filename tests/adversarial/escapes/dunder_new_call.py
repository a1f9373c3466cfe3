# object.__new__ makes instances without __init__.
# expect: refused AttributeError: attribute '__new__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
print(object.__new__(C))
