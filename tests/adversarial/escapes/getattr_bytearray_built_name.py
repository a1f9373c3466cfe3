# getattr on a bytearray with a dunder name built at run time is checked like written code.
# expect: error AttributeError: getattr(): attribute '__reduce_ex__' is not available in Pyrite (no access to interpreter internals)
ba = bytearray(b"abc")
print(getattr(ba, "__reduce" + "_ex__")(2))
