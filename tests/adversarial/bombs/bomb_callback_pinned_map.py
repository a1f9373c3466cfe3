# The same through map(): list(map(lambda v: (v,), ...)) stays linear in the number of items.
# max-wall: 40ms
# expect: ok
# stdout: 16000
print(len(list(map(lambda v: (v,), range(16000)))))
