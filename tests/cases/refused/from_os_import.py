# pyrite-refuses: ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: none)
from os import path
print(path.sep)
