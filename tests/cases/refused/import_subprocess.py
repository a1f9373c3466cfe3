# pyrite-refuses: ModuleNotFoundError: module 'subprocess' is not available in Pyrite (available modules: {modules})
import subprocess
print('imported')
