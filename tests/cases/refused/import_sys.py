# pyrite-refuses: ModuleNotFoundError: module 'sys' is not available in Pyrite (available modules: {modules})
import sys
print(sys.maxsize > 0)
