# Items, then attributes: the dunder rule applies after a subscript too.
# expect: error AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
print("{0[0].__class__.__subclasses__}".format([1]))
