# import posix (os without the wrapper).
# expect: refused ModuleNotFoundError: module 'posix' is not available in Pyrite (available modules: {modules})
import posix
