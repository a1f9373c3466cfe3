# A built-in type's slot wrapper bound to a value is a method-wrapper, as CPython prints it.
# expect: ok
# stdout: <method-wrapper '__add__' of int object
print(repr((1).__add__).split(" at ")[0])
