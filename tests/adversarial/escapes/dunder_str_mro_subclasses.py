# The classic chain; the checker names the outermost attribute first.
# expect: refused AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
print("".__class__.__mro__[1].__subclasses__())
