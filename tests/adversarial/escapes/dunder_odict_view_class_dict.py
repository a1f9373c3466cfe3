# An OrderedDict view's class (odict_keys, a subclass of dict_keys) keeps its __dict__ closed.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
import collections
print(collections.OrderedDict().keys().__class__.__dict__)
