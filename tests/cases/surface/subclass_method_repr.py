# A bound built-in method of a subclass instance names the subclass; calling it acts on the
# value the instance carries.
class S(str):
    pass


class I(int):
    pass


class F(float):
    pass


class T(tuple):
    pass


def show(m):
    r = repr(m)
    print(r[: r.index(" at ")], type(m).__name__)


show(S("a").upper)
show("a".upper)
show(I(3).bit_length)
show((3).bit_length)
show(F(3.0).is_integer)
show([].append)
show({}.get)
show(T((1,)).count)
show((1,).count)
show(S("a").__add__)
show(I(3).__add__)
print(S("ab").upper(), I(5).bit_length(), F(2.5).is_integer(), T((1, 1)).count(1))
m = S("ab").upper
print(m(), m == S("ab").upper, m == m)
s = S("xy")
print(s.upper == s.upper, s.partition("z")[0] is s, list(map(S("-").join, [["a", "b"]])))
try:
    S("a").upper(1)
except TypeError as e:
    print("TypeError", e)
try:
    I(3).bit_length(x=1)
except TypeError as e:
    print("TypeError", e)
