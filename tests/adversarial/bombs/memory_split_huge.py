# str.split of a string that fits, into a list that does not.
# limits: max_memory=4MiB
# expect: limit memory
words = ("a " * 10**6).split()
