# The fi ligature (U+FB01) normalizes to fi: __file__.
# expect: refused NameError: name '__file__' is not available in Pyrite (dunder names reach interpreter internals)
print(__ﬁle__)
