# Many conversions each under the limit, together over it: checked as the result grows.
# limits: max_memory=8MiB
# expect: limit memory
print(("%1000000s" * 100) % tuple(range(100)))
