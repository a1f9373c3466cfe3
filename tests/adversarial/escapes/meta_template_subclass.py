# Subclassing Template to change its delimiter would silently keep '$': refused instead.
# expect: error NotImplementedError: subclassing the built-in type 'Template' is not supported
import string
class Percent(string.Template):
    delimiter = "%"
print(Percent("%a").substitute(a=1))
