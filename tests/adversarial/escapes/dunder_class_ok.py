# __class__ is allowed: it is the script-level class, nothing more.
# expect: ok
# stdout: C <class 'int'> <class 'type'>
class C:
    pass
print(C().__class__.__name__, (1).__class__, C.__class__)
