class Outer:
    class Inner:
        @property
        def v(self):
            return 1
        w = property()
o = Outer.Inner()
for f in (lambda: setattr(o, "v", 2), lambda: delattr(o, "v"), lambda: o.w):
    try:
        f()
    except AttributeError as e:
        print(e)
p = property(lambda s: 1)
class D:
    a = p
    b = p
try:
    D().a = 1
except AttributeError as e:
    print(e)
