# A reversed() dict iterator's __dict__ and its dict's internals stay unreachable by a built name.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
it = reversed({'a': 1})
print(getattr(it, "__di" + "ct__"))
