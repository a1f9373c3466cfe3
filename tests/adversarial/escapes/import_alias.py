# import os as math still imports os.
# expect: refused ModuleNotFoundError: module 'os' is not available in Pyrite (available modules: {modules})
import os as math
