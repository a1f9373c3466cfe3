# pyrite-refuses: ModuleNotFoundError: module 'os.path' is not available in Pyrite (available modules: {modules})
import os.path
print(os.path.sep)
