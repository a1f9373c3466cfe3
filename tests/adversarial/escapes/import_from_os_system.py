# from os import system.
# expect: refused ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: {modules})
from os import system
