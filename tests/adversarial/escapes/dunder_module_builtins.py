# A module's __builtins__.
# expect: refused AttributeError: attribute '__builtins__' is not available in Pyrite (no access to interpreter internals)
import dataclasses
print(dataclasses.__builtins__)
