# import importlib.
# expect: refused ModuleNotFoundError: module 'importlib' is not available in Pyrite (available modules: {modules})
import importlib
importlib.import_module("os")
