# Agent-style combinatorics: poker hands, lattice paths, derangements, Catalan and Stirling
# numbers, birthday odds, with comb/perm/factorial and exact big ints.
import math

deck = math.comb(52, 5)
print("hands:", deck)
hands = {
    "royal flush": 4,
    "straight flush": 36,
    "four of a kind": 13 * 48,
    "full house": 13 * math.comb(4, 3) * 12 * math.comb(4, 2),
    "flush": 4 * math.comb(13, 5) - 40,
    "two pair": math.comb(13, 2) * math.comb(4, 2) ** 2 * 44,
    "one pair": 13 * math.comb(4, 2) * math.comb(12, 3) * 4 ** 3,
}
for name, count in hands.items():
    print(f"{name:15} {count:8} {count / deck:.8f}")
print("lattice 20x20:", math.comb(40, 20), math.factorial(40) // math.factorial(20) ** 2)
catalan = [math.comb(2 * n, n) // (n + 1) for n in range(20)]
print("catalan:", catalan)

def derangements(n):
    return sum((-1) ** k * math.perm(n, n - k) for k in range(n + 1)) if n else 1

print("derangements:", [derangements(n) for n in range(12)])
print("1/e approx:", repr(derangements(20) / math.factorial(20)), repr(1 / math.e))

def stirling2(n, k):
    return sum((-1) ** i * math.comb(k, i) * (k - i) ** n for i in range(k + 1)) // math.factorial(k)

print("stirling2(10,k):", [stirling2(10, k) for k in range(11)])
print("bell(15):", sum(stirling2(15, k) for k in range(16)))
p_distinct = math.perm(365, 23) / 365 ** 23
print("birthday 23:", repr(1 - p_distinct))
for people in (10, 30, 50, 70):
    print(people, round(1 - math.perm(365, people) / 365 ** people, 6))
print("multinomial MISSISSIPPI:", math.factorial(11) // (math.factorial(4) * math.factorial(4) * math.factorial(2)))
print("arrangements:", math.perm(10, 3), math.perm(10), math.comb(10, 3) * math.factorial(3))
big = math.comb(1000, 500)
print("C(1000,500) digits:", len(str(big)), str(big)[:20], big % 1000007)
print("100! trailing zeros:", len(str(math.factorial(100))) - len(str(math.factorial(100)).rstrip("0")))
print("gcd/lcm of 1..30:", math.gcd(*range(30, 300, 30)), math.lcm(*range(1, 31)))
print("pascal row 30 sum:", sum(math.comb(30, k) for k in range(31)) == 2 ** 30, math.isqrt(math.comb(60, 30)))
print("log10(1000!):", repr(math.log10(math.factorial(1000))), repr(math.lgamma(1001) / math.log(10)))
