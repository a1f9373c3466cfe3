# delattr of a special method a class does not define: CPython's AttributeError.
# expect: error AttributeError: type object 'C' has no attribute '__init__'
class C:
    pass
delattr(C, "__init__")
