# import socket.
# expect: refused ModuleNotFoundError: module 'socket' is not available in Pyrite (available modules: {modules})
import socket
