# Primes three ways: trial division, a sieve, and twin primes found from the sieve.


def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True


def sieve(limit):
    flags = [True] * (limit + 1)
    flags[0] = flags[1] = False
    for i in range(2, limit + 1):
        if flags[i] and i * i <= limit:
            for j in range(i * i, limit + 1, i):
                flags[j] = False
    return [i for i in range(limit + 1) if flags[i]]


print("first primes:", [n for n in range(60) if is_prime(n)])
primes = sieve(1000)
print("primes below 1000:", len(primes), "largest:", primes[-1])
twins = [(p, p + 2) for p in primes if p + 2 in primes]
print("twin pairs:", len(twins), "last five:", twins[-5:])
print("a big one:", 2**61 - 1, "is prime:", is_prime(2**31 - 1))
