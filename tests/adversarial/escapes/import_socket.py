# import socket.
# expect: refused ModuleNotFoundError: module 'socket' is not available in Pyrite (available modules: abc, collections, dataclasses, functools, itertools, math, typing)
import socket
