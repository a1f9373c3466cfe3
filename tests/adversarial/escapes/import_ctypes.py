# import ctypes.
# expect: refused ModuleNotFoundError: module 'ctypes' is not available in Pyrite (available modules: {modules})
import ctypes
