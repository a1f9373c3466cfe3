# An object whose str() is a dunder is not a name: CPython's TypeError.
# expect: error TypeError: attribute name must be string, not 'Name'
class Name:
    def __str__(self):
        return "__globals__"
def f():
    pass
print(getattr(f, Name()))
