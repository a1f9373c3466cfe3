# Keys that are new objects stay alive through collections during the key pass.
# limits: max_memory=16MiB
# expect: ok
# stdout: [0, 7, 14, 21, 28] 19998
items = list(range(20000))
out = sorted(items, key=lambda v: ("k", list((v % 7, v))))
print(out[:5], out[-1])
