# pyrite-refuses: ModuleNotFoundError: module 'os' is not available
from os import path
print(path.sep)
