# import inspect (frames and source).
# expect: refused ModuleNotFoundError: module 'inspect' is not available in Pyrite (available modules: abc, dataclasses, math, typing)
import inspect
print(inspect.currentframe())
