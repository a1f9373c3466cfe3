# import __main__ is the script's own module (its globals).
# expect: refused ModuleNotFoundError: module '__main__' is not available in Pyrite (available modules: {modules})
import __main__
print(__main__)
