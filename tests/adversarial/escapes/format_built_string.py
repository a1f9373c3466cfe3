# A format string built at run time is checked at run time, the same way.
# expect: error AttributeError: attribute '__code__' is not available in Pyrite (no access to interpreter internals)
name = "__co" + "de__"
print(("{0." + name + "}").format(len))
