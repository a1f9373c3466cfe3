# printf-style formatting with a mapping: a key is a subscript, never an attribute walk.
# expect: ok
# stdout: <built-in function print> <class 'int'>
print("%(x)s %(__class__)s" % {"x": print, "__class__": int})
