# pyrite-refuses: ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: none)
import os
print(os.sep)
