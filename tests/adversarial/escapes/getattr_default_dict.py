# getattr with a default must still refuse, never answer the default.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
print(getattr(int, "__dict__", None))
