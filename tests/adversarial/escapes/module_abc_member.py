# abc.get_cache_token exists in CPython but not in Pyrite: reading it is refused, as `from abc
# import get_cache_token` is, never a false AttributeError. (This was math.comb until math
# was completed.)
# expect: error NotImplementedError: abc.get_cache_token is not supported
import abc
print(abc.get_cache_token())
