# import socket.
# expect: refused ModuleNotFoundError: module 'socket' is not available in Pyrite (available modules: abc, dataclasses, math, typing)
import socket
