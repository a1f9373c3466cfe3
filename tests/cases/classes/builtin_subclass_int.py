# Script classes extending int: construction, operators (plain int results), hashing,
# str/repr/format, conversions, indexing, and the native functions that take ints.
class E(int):
    pass


e = E(7)
e.tag = "t"
print(e, repr(e), str(e), type(e).__name__, e.tag, E(), E("12", 8), E(" 42 "), E(2.9), E(True))
print(type(E(True)).__name__, E("ff", 16), E("0x1f", 0), int("12", E(8)))
print(e + 1, 1 + e, type(e + 1).__name__, type(1 + e).__name__, e - 1, e * 2, -e, +e, ~e)
print(E(7) // 2, E(7) / 2, E(7) % 3, E(2) ** 10, E(7) & 3, E(5) | 2, E(5) ^ 1, E(1) << 4, E(64) >> 2)
print(abs(E(-2)), pow(E(2), 3, 5), round(E(7), -1), round(E(7)), divmod(E(7), 2), type(abs(E(-2))).__name__)
print(e == 7, e != 7, 7 == e, e < 8, e >= 7, E(1) == E(1), E(1) < E(2), e == 7.0, e == "7")
print(hash(e) == hash(7), {e: "x"}[7], {7: "y"}[e], e in {7}, 7 in {e}, len({e, 7}), {E(1): 1} == {1: 1})
print(int(e), type(int(e)).__name__, float(e), str(e) == "7", bool(E(0)), bool(e), not E(0), E(0) or "zero")
print(f"{e}", f"{e:>4}", f"{e:03d}", f"{E(255):#x}", f"{e!r}", format(e, "b"), "{0:.2f}".format(E(2)))
print("%d|%s|%r|%x|%5.1f|%c" % (e, e, e, E(255), E(3), E(65)))
print(isinstance(e, int), isinstance(e, E), issubclass(E, int), isinstance(e, (str, int)), e.__class__.__name__)
print(e.bit_length(), e.to_bytes(2, "little"), e.real, e.imag, e.numerator, e.denominator, e.conjugate())
print(int.__add__(e, 1), int.__repr__(e), E.bit_length(e), type(e.real).__name__)
print([10, 20, 30][E(1)], (1, 2)[E(0)], "abc"[E(2)], [1, 2, 3][E(-1)], "abcdef"[E(1):E(4)], b"xyz"[E(0)])
L = [0, 1, 2]
L[E(1)] = "x"
del L[E(0)]
print(L, [0] * E(3), E(2) * [1], "ab" * E(2), list(range(E(3))), list(range(E(2), E(8), E(2))))
print(sorted([E(3), 1, E(2)]), sum([E(1), E(2)]), max(E(1), E(2)), min([E(4), 3]), sum([E(1)], E(5)))
print(chr(E(65)), hex(E(255)), oct(E(8)), bin(E(5)), E(3) in range(5), range(10)[E(2)])
import json

print(json.dumps(e), json.dumps({"a": E(1), "b": [E(2)]}), json.dumps({E(3): 1}))
e2 = e
e2 += 1
print(e2, type(e2).__name__, e, type(e).__name__)
try:
    E("x")
except ValueError as err:
    print(type(err).__name__, err)
try:
    E(1, 2, 3)
except TypeError as err:
    print(type(err).__name__, err)
try:
    E(1) < "a"
except TypeError as err:
    print(type(err).__name__, err)
try:
    E(1) + "a"
except TypeError as err:
    print(type(err).__name__, err)
try:
    "a" + E(1)
except TypeError as err:
    print(type(err).__name__, err)
