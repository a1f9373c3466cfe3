# import pickle (arbitrary calls on load).
# expect: refused ModuleNotFoundError: module 'pickle' is not available in Pyrite (available modules: {modules})
import pickle
