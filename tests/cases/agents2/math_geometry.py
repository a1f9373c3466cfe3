# Geometry and number helpers with math: distances, angles, rounding, integer functions and
# float edge cases an agent prints.
import math

pts = [(0, 0), (3, 4), (6, 8), (-1, 2.5)]
print([math.dist(pts[0], p) for p in pts])
print(math.hypot(3, 4), math.hypot(1, 2, 2), math.hypot())
def polygon_area(poly):
    return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]))) / 2
print(polygon_area([(0, 0), (4, 0), (4, 3), (0, 3)]), polygon_area([(0, 0), (1, 0), (0, 1)]))
for deg in (0, 30, 45, 90, 180, 270):
    r = math.radians(deg)
    print(deg, round(math.sin(r), 12), round(math.cos(r), 12), math.degrees(r))
print(math.atan2(1, 1), math.atan2(-1, -1), math.degrees(math.atan2(4, 3)))
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), round(2.5), round(3.5), round(-0.5), round(2.675, 2))
print(math.isqrt(10**20 + 1), math.sqrt(2), math.cbrt(27) if hasattr(math, "cbrt") else 3.0, 2 ** 0.5)
print(math.gcd(12, 18, 27), math.lcm(4, 6, 10), math.gcd(), math.lcm())
print(math.comb(52, 5), math.perm(10, 3), math.perm(5), math.factorial(20))
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([0.5, 4], start=3))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.isclose(0.1 + 0.2, 0.3), math.isclose(1, 1.1, rel_tol=0.2))
print(math.log(8, 2), math.log10(1000), math.log2(1024), math.log1p(1e-10), math.exp(1), math.expm1(1e-10))
print(math.copysign(3, -0.0), math.fabs(-4), math.fmod(-7, 3), -7 % 3, math.remainder(7, 3), divmod(-7, 3))
print(math.modf(3.75), math.frexp(12.0), math.ldexp(0.75, 4), math.isfinite(1e308 * 10), math.isnan(float("nan")))
print(math.nextafter(1.0, 2.0), math.ulp(1.0), float.hex(0.1), float.fromhex("0x1.8p1"))
print(1e16 + 1, 0.1 + 0.2, 1 / 3, 2 / 3, 1e-7, 123456789012345678.0, 1.5e300 * 1e10)
print(7 // 2, -7 // 2, 7 % -2, 2 ** -1, 10 ** 20, pow(3, 4, 5), pow(3, -1, 7))
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.log(0)
except ValueError as e:
    print("ValueError:", e)
try:
    math.factorial(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.exp(1000)
except OverflowError as e:
    print("OverflowError:", e)
print(int("ff", 16), int("0b101", 0), int(" 42 "), int("-1_000"), float("1e3"), float(" -inf "), int(3.99), int(-3.99))
print((255).bit_length(), (255).bit_count(), (10).as_integer_ratio(), (0.75).as_integer_ratio(), (2.0).is_integer())
