# len() of a range past the index range.
# expect: error OverflowError: Python int too large to convert to C ssize_t
print(len(range(10**20)))
