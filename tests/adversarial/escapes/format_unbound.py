# str.format reached through the type walks attributes under the same dunder rule as code.
# expect: error AttributeError: attribute '__mro__' is not available in Pyrite (no access to interpreter internals)
print(str.format("{0.__class__.__mro__}", 1))
