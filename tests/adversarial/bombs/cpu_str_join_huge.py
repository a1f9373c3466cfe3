# Joining 300,000 strings.
# expect: ok
# stdout: 300000 599999
parts = [str(i % 10) for i in range(3 * 10**5)]
print(len("".join(parts)), len(",".join(parts)))
