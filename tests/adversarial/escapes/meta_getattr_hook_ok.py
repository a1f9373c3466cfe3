# __getattr__ is allowed: it only sees names a script already wrote.
# expect: ok
# stdout: SPAM EGGS
class P:
    def __getattr__(self, name):
        return name.upper()
p = P()
print(p.spam, getattr(p, "eggs"))
