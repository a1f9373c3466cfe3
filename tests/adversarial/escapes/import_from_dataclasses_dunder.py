# from dataclasses import a dunder.
# expect: refused NameError: name '__builtins__' is not available in Pyrite (dunder names reach interpreter internals)
from dataclasses import __builtins__
