# import gc (gc.get_objects lists every object).
# expect: refused ModuleNotFoundError: module 'gc' is not available in Pyrite (available modules: {modules})
import gc
print(gc.get_objects())
