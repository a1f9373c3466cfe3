# pyrite-refuses: ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: {modules})
import os
print(os.sep)
