# int and float named methods and data attributes (real, imag, numerator, denominator,
# bit_count, as_integer_ratio, conjugate, hex, fromhex), range and slice attributes,
# slice(), slice.indices and slice ordering: every result's repr and every error.
try:
    print('float.fromhex()', '->', repr(float.fromhex()))
except Exception as e:
    print('float.fromhex()', '!!', type(e).__name__, e)
try:
    print('float.fromhex(1)', '->', repr(float.fromhex(1)))
except Exception as e:
    print('float.fromhex(1)', '!!', type(e).__name__, e)
try:
    print('(1.0).fromhex("0x1p3")', '->', repr((1.0).fromhex("0x1p3")))
except Exception as e:
    print('(1.0).fromhex("0x1p3")', '!!', type(e).__name__, e)
try:
    print('slice()', '->', repr(slice()))
except Exception as e:
    print('slice()', '!!', type(e).__name__, e)
try:
    print('slice(1,2,3,4)', '->', repr(slice(1,2,3,4)))
except Exception as e:
    print('slice(1,2,3,4)', '!!', type(e).__name__, e)
try:
    print('slice(x=1)', '->', repr(slice(x=1)))
except Exception as e:
    print('slice(x=1)', '!!', type(e).__name__, e)
try:
    print('slice(1).indices(-1)', '->', repr(slice(1).indices(-1)))
except Exception as e:
    print('slice(1).indices(-1)', '!!', type(e).__name__, e)
try:
    print('slice(1,2,0).indices(5)', '->', repr(slice(1,2,0).indices(5)))
except Exception as e:
    print('slice(1,2,0).indices(5)', '!!', type(e).__name__, e)
try:
    print('slice("a").indices(5)', '->', repr(slice("a").indices(5)))
except Exception as e:
    print('slice("a").indices(5)', '!!', type(e).__name__, e)
try:
    print('slice(1).indices("a")', '->', repr(slice(1).indices("a")))
except Exception as e:
    print('slice(1).indices("a")', '!!', type(e).__name__, e)
try:
    print('hash(slice(1))', '->', repr(hash(slice(1))))
except Exception as e:
    print('hash(slice(1))', '!!', type(e).__name__, e)
try:
    print('slice(1,2) < slice(1,3)', '->', repr(slice(1,2) < slice(1,3)))
except Exception as e:
    print('slice(1,2) < slice(1,3)', '!!', type(e).__name__, e)
try:
    print('slice(1,2) == slice(1,2)', '->', repr(slice(1,2) == slice(1,2)))
except Exception as e:
    print('slice(1,2) == slice(1,2)', '!!', type(e).__name__, e)
try:
    print('slice(1, None)', '->', repr(slice(1, None)))
except Exception as e:
    print('slice(1, None)', '!!', type(e).__name__, e)
try:
    print('repr(slice("a", [1]))', '->', repr(repr(slice("a", [1]))))
except Exception as e:
    print('repr(slice("a", [1]))', '!!', type(e).__name__, e)
try:
    print('range(1,5).start', '->', repr(range(1,5).start))
except Exception as e:
    print('range(1,5).start', '!!', type(e).__name__, e)
try:
    print('True.real', '->', repr(True.real))
except Exception as e:
    print('True.real', '!!', type(e).__name__, e)
try:
    print('type(True.numerator)', '->', repr(type(True.numerator)))
except Exception as e:
    print('type(True.numerator)', '!!', type(e).__name__, e)
try:
    print('(5).as_integer_ratio(1)', '->', repr((5).as_integer_ratio(1)))
except Exception as e:
    print('(5).as_integer_ratio(1)', '!!', type(e).__name__, e)
try:
    print('float.hex(1)', '->', repr(float.hex(1)))
except Exception as e:
    print('float.hex(1)', '!!', type(e).__name__, e)
try:
    print('(0.1).as_integer_ratio()', '->', repr((0.1).as_integer_ratio()))
except Exception as e:
    print('(0.1).as_integer_ratio()', '!!', type(e).__name__, e)
try:
    print('float("inf").as_integer_ratio()', '->', repr(float("inf").as_integer_ratio()))
except Exception as e:
    print('float("inf").as_integer_ratio()', '!!', type(e).__name__, e)
try:
    print('(1.5).conjugate()', '->', repr((1.5).conjugate()))
except Exception as e:
    print('(1.5).conjugate()', '!!', type(e).__name__, e)
try:
    print('(3).imag', '->', repr((3).imag))
except Exception as e:
    print('(3).imag', '!!', type(e).__name__, e)
try:
    print('slice(1,2).start', '->', repr(slice(1,2).start))
except Exception as e:
    print('slice(1,2).start', '!!', type(e).__name__, e)
try:
    print('slice(10**30).indices(10**40)', '->', repr(slice(10**30).indices(10**40)))
except Exception as e:
    print('slice(10**30).indices(10**40)', '!!', type(e).__name__, e)
try:
    print('slice(-10**30, 10**30, -3).indices(7)', '->', repr(slice(-10**30, 10**30, -3).indices(7)))
except Exception as e:
    print('slice(-10**30, 10**30, -3).indices(7)', '!!', type(e).__name__, e)
try:
    print('range(5).start', '->', repr(range(5).start))
except Exception as e:
    print('range(5).start', '!!', type(e).__name__, e)
try:
    print('slice(None).indices(3)', '->', repr(slice(None).indices(3)))
except Exception as e:
    print('slice(None).indices(3)', '!!', type(e).__name__, e)
try:
    print('slice(1,2,None).step', '->', repr(slice(1,2,None).step))
except Exception as e:
    print('slice(1,2,None).step', '!!', type(e).__name__, e)
try:
    print('(5).bit_length(1)', '->', repr((5).bit_length(1)))
except Exception as e:
    print('(5).bit_length(1)', '!!', type(e).__name__, e)
try:
    print('(-255).bit_count()', '->', repr((-255).bit_count()))
except Exception as e:
    print('(-255).bit_count()', '!!', type(e).__name__, e)
try:
    print('(2**100-1).bit_count()', '->', repr((2**100-1).bit_count()))
except Exception as e:
    print('(2**100-1).bit_count()', '!!', type(e).__name__, e)
try:
    print('range(10**20, 10**21, 7).stop', '->', repr(range(10**20, 10**21, 7).stop))
except Exception as e:
    print('range(10**20, 10**21, 7).stop', '!!', type(e).__name__, e)
try:
    print('(1.0).hex()', '->', repr((1.0).hex()))
except Exception as e:
    print('(1.0).hex()', '!!', type(e).__name__, e)
try:
    print('(-0.1).hex()', '->', repr((-0.1).hex()))
except Exception as e:
    print('(-0.1).hex()', '!!', type(e).__name__, e)
try:
    print('(5e-324).hex()', '->', repr((5e-324).hex()))
except Exception as e:
    print('(5e-324).hex()', '!!', type(e).__name__, e)
try:
    print('(2.2250738585072014e-308).hex()', '->', repr((2.2250738585072014e-308).hex()))
except Exception as e:
    print('(2.2250738585072014e-308).hex()', '!!', type(e).__name__, e)
try:
    print('(1.7976931348623157e308).hex()', '->', repr((1.7976931348623157e308).hex()))
except Exception as e:
    print('(1.7976931348623157e308).hex()', '!!', type(e).__name__, e)
try:
    print('float("nan").hex()', '->', repr(float("nan").hex()))
except Exception as e:
    print('float("nan").hex()', '!!', type(e).__name__, e)
try:
    print('(-0.0).hex()', '->', repr((-0.0).hex()))
except Exception as e:
    print('(-0.0).hex()', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x1.ffffp10")', '->', repr(float.fromhex("0x1.ffffp10")))
except Exception as e:
    print('float.fromhex("0x1.ffffp10")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("-0x1p-1074")', '->', repr(float.fromhex("-0x1p-1074")))
except Exception as e:
    print('float.fromhex("-0x1p-1074")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("  inf ")', '->', repr(float.fromhex("  inf ")))
except Exception as e:
    print('float.fromhex("  inf ")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("-Infinity")', '->', repr(float.fromhex("-Infinity")))
except Exception as e:
    print('float.fromhex("-Infinity")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x1p1024")', '->', repr(float.fromhex("0x1p1024")))
except Exception as e:
    print('float.fromhex("0x1p1024")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x1.fffffffffffff8p1023")', '->', repr(float.fromhex("0x1.fffffffffffff8p1023")))
except Exception as e:
    print('float.fromhex("0x1.fffffffffffff8p1023")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x1.fffffffffffff7p1023")', '->', repr(float.fromhex("0x1.fffffffffffff7p1023")))
except Exception as e:
    print('float.fromhex("0x1.fffffffffffff7p1023")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x.8p-1074")', '->', repr(float.fromhex("0x.8p-1074")))
except Exception as e:
    print('float.fromhex("0x.8p-1074")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x.80001p-1074")', '->', repr(float.fromhex("0x.80001p-1074")))
except Exception as e:
    print('float.fromhex("0x.80001p-1074")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x1.00000000000008p0")', '->', repr(float.fromhex("0x1.00000000000008p0")))
except Exception as e:
    print('float.fromhex("0x1.00000000000008p0")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x1.00000000000018p0")', '->', repr(float.fromhex("0x1.00000000000018p0")))
except Exception as e:
    print('float.fromhex("0x1.00000000000018p0")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("1p")', '->', repr(float.fromhex("1p")))
except Exception as e:
    print('float.fromhex("1p")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("x")', '->', repr(float.fromhex("x")))
except Exception as e:
    print('float.fromhex("x")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x")', '->', repr(float.fromhex("0x")))
except Exception as e:
    print('float.fromhex("0x")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("-0x0p0")', '->', repr(float.fromhex("-0x0p0")))
except Exception as e:
    print('float.fromhex("-0x0p0")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0X1P+3")', '->', repr(float.fromhex("0X1P+3")))
except Exception as e:
    print('float.fromhex("0X1P+3")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("1.")', '->', repr(float.fromhex("1.")))
except Exception as e:
    print('float.fromhex("1.")', '!!', type(e).__name__, e)
try:
    print('float.fromhex(".1")', '->', repr(float.fromhex(".1")))
except Exception as e:
    print('float.fromhex(".1")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x1p-2000")', '->', repr(float.fromhex("0x1p-2000")))
except Exception as e:
    print('float.fromhex("0x1p-2000")', '!!', type(e).__name__, e)
try:
    print('float.fromhex("0x1p99999999999999999999")', '->', repr(float.fromhex("0x1p99999999999999999999")))
except Exception as e:
    print('float.fromhex("0x1p99999999999999999999")', '!!', type(e).__name__, e)
try:
    print('(1e300).as_integer_ratio()', '->', repr((1e300).as_integer_ratio()))
except Exception as e:
    print('(1e300).as_integer_ratio()', '!!', type(e).__name__, e)
try:
    print('(-2.5).as_integer_ratio()', '->', repr((-2.5).as_integer_ratio()))
except Exception as e:
    print('(-2.5).as_integer_ratio()', '!!', type(e).__name__, e)
try:
    print('(5e-324).as_integer_ratio()[1].bit_length()', '->', repr((5e-324).as_integer_ratio()[1].bit_length()))
except Exception as e:
    print('(5e-324).as_integer_ratio()[1].bit_length()', '!!', type(e).__name__, e)
try:
    print('int.bit_count(True)', '->', repr(int.bit_count(True)))
except Exception as e:
    print('int.bit_count(True)', '!!', type(e).__name__, e)
try:
    print('True.bit_count()', '->', repr(True.bit_count()))
except Exception as e:
    print('True.bit_count()', '!!', type(e).__name__, e)
try:
    print('float.hex(2.5)', '->', repr(float.hex(2.5)))
except Exception as e:
    print('float.hex(2.5)', '!!', type(e).__name__, e)
from collections import defaultdict
d = defaultdict(list)
print(d.default_factory is list, defaultdict().default_factory)
print(getattr(range(3, 9, 2), "step"), hasattr(slice(1), "indices"), hasattr(5, "numerator"))
xs = list(range(10))
s = slice(2, None, 3)
print(xs[s], "abcdef"[slice(None, None, -2)], xs[slice(5)])
xs[slice(0, 3)] = ["a"]
print(xs)
del xs[slice(None, None, 2)]
print(xs)
print(sorted([slice(2, 1, 1), slice(1, 5, 1), slice(1, 2, 3), slice(1, 2, 0)]))
print(slice(1, 2) <= slice(1, 2), slice(1, 2) > slice(0, 9), slice(1, 2) != slice(1, 2, None))
for x in [0.5, 1e-310, 123.456, -7.0, 2.0**60, 1/3]:
    h = x.hex()
    print(h, float.fromhex(h) == x, x.as_integer_ratio())
print(True.as_integer_ratio(), False.conjugate(), (10**30).numerator, (-5).denominator)
