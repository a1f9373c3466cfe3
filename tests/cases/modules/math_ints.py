# The integer functions: factorial, comb, perm, isqrt, gcd, lcm on small, big and boundary
# ints and bools, and their errors.
import math

print([math.factorial(n) for n in range(25)])
print(math.factorial(100))
print(math.factorial(1000) % 10 ** 60, math.factorial(3000).bit_length(), math.factorial(True))
for n in [0, 1, 2, 5, 10, 20, 34, 35, 60, 67, 68, 100, 128, 500]:
    print(n, [math.comb(n, k) for k in (0, 1, 2, 3, n // 3, n // 2, n - 1, n, n + 1) if k >= 0])
    print(n, [math.perm(n, k) for k in (0, 1, 2, 3, n // 4, n - 1, n, n + 1) if k >= 0])
print(math.comb(1000, 500) % 10 ** 40, math.comb(4000, 1999).bit_length())
print(math.perm(3000, 1500) % 10 ** 40, math.perm(8), math.perm(8, None), math.perm(0))
big = 2 ** 64 + 13
print(math.comb(big, 3), math.comb(big, big - 2), math.perm(big, 2), math.comb(big, 0), math.perm(big, 1))
print(math.comb(10 ** 30, 10 ** 30 - 4), math.comb(10 ** 20, 10 ** 21), math.perm(5, 10 ** 30))
print(math.comb(True, True), math.perm(True), math.comb(2 ** 62, 2 ** 62 - 1))

for n in [0, 1, 2, 3, 4, 15, 16, 17, 24, 25, 99, 100, 2 ** 32 - 1, 2 ** 32, 2 ** 52 + 1,
          2 ** 64 - 1, 2 ** 64, 2 ** 64 + 1, 10 ** 30, 10 ** 31, 3 ** 200, 2 ** 1000 - 1, True]:
    r = math.isqrt(n)
    print(n if n < 10 ** 40 else n.bit_length(), r if r < 10 ** 40 else r % 10 ** 20, r * r <= n < (r + 1) ** 2)
print(math.isqrt(10 ** 4000) == 10 ** 2000, math.isqrt(10 ** 4000 - 1) == 10 ** 2000 - 1)

print(math.gcd(), math.gcd(0), math.gcd(-12), math.gcd(12, 18), math.gcd(12, -18, 30), math.gcd(0, 0))
print(math.gcd(2 ** 200 * 3, 2 ** 150 * 9), math.gcd(10 ** 40 + 7, 10 ** 41), math.gcd(True, 6), math.gcd(1, 10 ** 100))
print(math.lcm(), math.lcm(0), math.lcm(-12), math.lcm(4, 6), math.lcm(4, -6, 10), math.lcm(0, 5), math.lcm(5, 0, 7))
print(math.lcm(*range(1, 60)), math.lcm(2 ** 100, 3 ** 50) % 10 ** 20, math.lcm(False, 3))
f = 1
for i in range(1, 40):
    f = f * i
    print(i, math.gcd(f, 2 ** i * 3 ** i), math.lcm(f, i * 7 + 1) % 10 ** 12, math.isqrt(f))

def err(f, *args):
    try:
        print(repr(f(*args)))
    except (TypeError, ValueError, OverflowError) as e:
        print(f.__name__, type(e).__name__, e)

err(math.factorial, -1)
err(math.factorial, 1.0)
err(math.factorial, 10 ** 20)
err(math.factorial, -10 ** 20)
err(math.factorial, "3")
err(math.comb, -1, 2)
err(math.comb, 1, -2)
err(math.comb, 1.0, 2)
err(math.comb, 1, 2.5)
err(math.comb, 10 ** 20, 10 ** 19)
err(math.perm, -1)
err(math.perm, 5, -1)
err(math.perm, 10 ** 20, 10 ** 19)
err(math.perm, 5, 2.0)
err(math.perm, None)
err(math.isqrt, -1)
err(math.isqrt, 4.0)
err(math.gcd, 1.5)
err(math.gcd, 4, "6")
err(math.lcm, 4, 6.0)
err(math.lcm, None)
