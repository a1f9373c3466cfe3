# import subprocess.
# expect: refused ModuleNotFoundError: module 'subprocess' is not available in Pyrite (available modules: {modules})
import subprocess
