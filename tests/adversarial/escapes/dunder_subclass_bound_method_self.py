# A subclass instance's bound built-in method now holds the instance: __self__ stays unreachable,
# spelled in code (refused before running) or built at run time through a format field.
# expect: error AttributeError: attribute '__self__' is not available in Pyrite (no access to interpreter internals)
# stdout: AB
class S(str):
    pass
m = S("ab").upper
print(m())
print(("{0." + "__self__}").format(m))
