# from __main__ import ... likewise.
# expect: refused ModuleNotFoundError: module '__main__' is not available in Pyrite (available modules: {modules})
from __main__ import x
