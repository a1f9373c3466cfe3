# import builtins (the real eval is there).
# expect: refused ModuleNotFoundError: module 'builtins' is not available in Pyrite (available modules: {modules})
import builtins
builtins.eval("1")
