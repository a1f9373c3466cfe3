# object.__subclasses__() lists every class in the interpreter.
# expect: refused AttributeError: attribute '__subclasses__' is not available in Pyrite (no access to interpreter internals)
print(object.__subclasses__())
