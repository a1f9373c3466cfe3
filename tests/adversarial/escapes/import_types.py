# import types (FunctionType, CodeType).
# expect: refused ModuleNotFoundError: module 'types' is not available in Pyrite (available modules: {modules})
import types
