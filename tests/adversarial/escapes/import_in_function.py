# An import inside a function body is checked the same.
# expect: refused ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: {modules})
def f():
    import os
    return os
