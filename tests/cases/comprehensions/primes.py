n = 60
primes = [p for p in range(2, n) if [d for d in range(2, p) if p % d == 0] == []]
print(primes)
print(len(primes), sum(primes))
pyth = [(a, b, c) for c in range(1, 30) for b in range(1, c) for a in range(1, b) if a * a + b * b == c * c]
print(pyth)
