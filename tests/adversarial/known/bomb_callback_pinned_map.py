# The same through map(): list(map(lambda v: (v,), ...)) is quadratic in the number of items.
# Where: runtime/src/vm/callback.rs `call_function`.
# max-wall: 40ms
# expect: ok
# stdout: 16000
# now: ok
print(len(list(map(lambda v: (v,), range(16000)))))
