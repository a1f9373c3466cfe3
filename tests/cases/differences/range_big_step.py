r = range(0, 10)[::2**65]
print(r)
print(list(r), len(r))
print(range(0, 10)[::-2**65], list(range(0, 10)[::-2**65]))
print(range(5)[::2**64][0])
