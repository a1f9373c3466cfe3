# A class pattern's keyword names an attribute: __dict__ is refused there too.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
class C:
    pass
match C():
    case C(__dict__=d):
        print(d)
