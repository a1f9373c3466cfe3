# string.Formatter's get_field walks attributes.
# expect: refused ModuleNotFoundError: module 'string' is not available in Pyrite (available modules: {modules})
from string import Formatter
