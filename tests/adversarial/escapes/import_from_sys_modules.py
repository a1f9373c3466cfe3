# from sys import modules: refused before the run, the name is not in sys's table.
# expect: refused ImportError: cannot import name 'modules' from 'sys': not available in Pyrite (available: exit, maxsize, byteorder, version, version_info, float_info, int_info, argv, getrecursionlimit, setrecursionlimit, stdout, stderr)
from sys import modules
print(modules)
