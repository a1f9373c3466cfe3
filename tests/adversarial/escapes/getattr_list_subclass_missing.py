# getattr with a built special-method name on a list subclass instance that does not define
# it: the name is a special method (allowed), and the lookup fails as CPython's does, without
# reaching the carried list.
# expect: error AttributeError: 'L' object has no attribute '__missing__'
class L(list):
    pass
getattr(L(), '__mis' + 'sing__')
