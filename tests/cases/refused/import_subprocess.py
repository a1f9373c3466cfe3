# pyrite-refuses: ModuleNotFoundError: module 'subprocess' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import subprocess
print('imported')
