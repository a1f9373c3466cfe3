# pyrite-refuses: ModuleNotFoundError: module 'os' is not available
import os
print(os.sep)
