# A tee's own __copy__ is not provided as a method (copy.copy copies a tee): refused, not a false AttributeError.
# expect: error NotImplementedError: itertools._tee.__copy__ is not supported
# stdout: [1, 2]
import copy, itertools
a, b = itertools.tee([1, 2])
print(list(copy.copy(a)))
a.__copy__()
