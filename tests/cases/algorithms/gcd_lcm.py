def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
def lcm(a, b):
    return a // gcd(a, b) * b
print(gcd(12, 18), gcd(17, 5), gcd(0, 9), gcd(2**64, 2**40 * 3))
print(lcm(4, 6), lcm(21, 6))
acc = 1
for k in range(1, 31):
    acc = lcm(acc, k)
print(acc)
print(gcd(-12, 18), gcd(12, -18))
