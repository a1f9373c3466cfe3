# pyrite-refuses: ModuleNotFoundError: module 'sys' is not available
import sys
print(sys.maxsize > 0)
