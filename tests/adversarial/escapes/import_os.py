# import os.
# expect: refused ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: {modules})
import os
os.system("id")
