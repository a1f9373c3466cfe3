# pyrite-refuses: ModuleNotFoundError: module 'subprocess' is not available in Pyrite (available modules: none)
import subprocess
print('imported')
