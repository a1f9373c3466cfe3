print((5).__getnewargs__(), True.__getnewargs__(), (2**70).__getnewargs__())
print((5.5).__getnewargs__(), (-0.0).__getnewargs__())
print("ab".__getnewargs__(), "".__getnewargs__())
print((1,2).__getnewargs__(), ().__getnewargs__())
t = (1, 2)
print(t.__getnewargs__()[0] is t)
class I(int): pass
class S(str): pass
class T(tuple): pass
class F(float): pass
print(I(7).__getnewargs__(), type(I(7).__getnewargs__()[0]))
print(S("x").__getnewargs__(), type(S("x").__getnewargs__()[0]))
print(T((1,)).__getnewargs__(), type(T((1,)).__getnewargs__()[0]))
print(F(2.5).__getnewargs__(), type(F(2.5).__getnewargs__()[0]))
print(int.__getnewargs__(5), str.__getnewargs__("q"))
r = repr((5).__getnewargs__)
print(r[:r.index(" at ")], type((5).__getnewargs__))
r = repr(I(5).__getnewargs__)
print(r[:r.index(" at ")])
for e in [lambda: (5).__getnewargs__(1), lambda: (5).__getnewargs__(x=1), lambda: int.__getnewargs__(), lambda: int.__getnewargs__("a"), lambda: "s".__getnewargs__(1, 2)]:
    try:
        print(e())
    except TypeError as ex:
        print("TypeError", ex)
try:
    [].__getnewargs__
except AttributeError as ex:
    print("AttributeError", ex)
import re
print(re.I.__getnewargs__(), type(re.I.__getnewargs__()[0]), (re.I | re.M).__getnewargs__())
try:
    re.I.__getnewargs__(1)
except TypeError as ex:
    print("TypeError", ex)
