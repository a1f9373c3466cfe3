# pyrite-refuses: ModuleNotFoundError: module 'os' is not available
import os.path
print(os.path.sep)
