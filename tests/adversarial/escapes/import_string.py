# import string (string.Formatter walks attributes).
# expect: refused ModuleNotFoundError: module 'string' is not available in Pyrite (available modules: {modules})
import string
print(string.Formatter().format("{0.__class__}", 1))
