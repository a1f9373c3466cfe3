# Sieve of Eratosthenes: list indexing and stores, nested while loops.
N = 2000000
flags = [True] * (N + 1)
flags[0] = False
flags[1] = False
i = 2
while i * i <= N:
    if flags[i]:
        j = i * i
        while j <= N:
            flags[j] = False
            j += i
    i += 1
count = 0
checksum = 0
k = 0
while k <= N:
    if flags[k]:
        count += 1
        checksum = (checksum * 31 + k) % 1000000007
    k += 1
print(count, checksum)
