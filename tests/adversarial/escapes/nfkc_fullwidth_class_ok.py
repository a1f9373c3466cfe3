# A fullwidth c in __class__ is __class__, which is allowed: prints what CPython prints.
# expect: ok
# stdout: <class 'tuple'> int
print(().__ｃlass__, (1).__ｃlass__.__name__)
