# pyrite-refuses: ModuleNotFoundError: module 'subprocess' is not available
import subprocess
print('imported')
