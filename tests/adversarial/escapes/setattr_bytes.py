# bytes values have no attribute namespace to write into.
# expect: error AttributeError: 'bytes' object has no attribute 'tag'
b = b"abc"
setattr(b, "tag", 1)
