# Special methods of built-in types bound to a value are method-wrappers when CPython implements
# them as slots, built-in methods otherwise; through the type, slot wrappers and method descriptors.
print(repr((1).__add__).split(" at ")[0], type((1).__add__))
print(repr("a".__len__).split(" at ")[0], type("a".__len__))
print(repr([].__getitem__).split(" at ")[0], type([].__getitem__))
print(repr([].append).split(" at ")[0], type([].append))
print(int.__add__, type(int.__add__))
print(str.upper, type(str.upper))
print(repr((True).__add__).split(" at ")[0])
print(repr((1.5).__eq__).split(" at ")[0])
