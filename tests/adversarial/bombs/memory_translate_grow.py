# translate mapping each character to a long string: refused as the result grows.
# limits: max_memory=16MiB
# expect: limit memory
print(len(("a" * 100000).translate({97: "b" * 1000})))
