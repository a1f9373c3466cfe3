# setattr on a TextWrapper: its options are writable as in CPython; any other name is refused
# (CPython would add an instance attribute Pyrite has no place for).
# stdout: ['abc', 'def']
# expect: error NotImplementedError: setting attributes of TextWrapper objects other than its options is not supported in Pyrite
import textwrap
w = textwrap.TextWrapper()
setattr(w, "width", 4)
print(w.wrap("abc def"))
setattr(w, "extra", 1)
