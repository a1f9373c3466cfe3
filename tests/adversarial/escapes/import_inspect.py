# import inspect (frames and source).
# expect: refused ModuleNotFoundError: module 'inspect' is not available in Pyrite (available modules: {modules})
import inspect
print(inspect.currentframe())
