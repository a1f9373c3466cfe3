# getattr does not NFKC-normalize strings; a dunder-shaped name is refused.
# expect: error AttributeError: getattr(): attribute '__ｃlass__' is not available in Pyrite (no access to interpreter internals)
print(getattr(1, "__\uff43lass__"))
