# An import inside a class body.
# expect: refused ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: {modules})
class C:
    import os
