print(sum([1]))
print(sum(1))
