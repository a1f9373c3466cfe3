# A guarded import is still refused: CPython would take the import.
# expect: refused ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: {modules})
try:
    import os
except ImportError:
    os = None
print(os)
