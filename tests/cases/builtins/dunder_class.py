# `x.__class__` is type(x): a built-in type object.
print(().__class__, [].__class__, {}.__class__, "s".__class__)
print((1).__class__ is int, True.__class__, (1.5).__class__, None.__class__)
print(len.__class__, (lambda: 0).__class__, int.__class__)
print([].__class__ is list, type(3).__class__ is type)
