# ascii() escapes what repr leaves non-ASCII; id() is equal exactly for the same object.
print(ascii("héllo ☃ 𝄞"), ascii([1, "ü", ("ß",)]), ascii("plain"), ascii(3.5))
print(ascii({"clé": "välue"}), ascii("\x7f\x80\xff\u0100\uffff\U00010000"))
class C:
    def __repr__(self):
        return "C(ñ)"
print(ascii(C()), ascii(None), ascii(True))
a = [1]
b = a
c = [1]
print(id(a) == id(b), id(a) == id(c), id(None) == id(None), id(True) == id(True))
print(id(a) == id(a[:]), id(C) == id(C), id(len) == id(len), type(id(a)).__name__)
memo = {}
for x in [a, b, c, a, c]:
    memo.setdefault(id(x), x)
print(len(memo))
try:
    ascii()
except TypeError as e:
    print(e)
try:
    id(1, 2)
except TypeError as e:
    print(e)
