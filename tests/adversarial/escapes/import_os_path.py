# A dotted import of a refused package.
# expect: refused ModuleNotFoundError: module 'os.path' is not available in Pyrite (available modules: {modules})
import os.path
