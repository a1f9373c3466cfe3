# replace and count over a few megabytes.
# expect: ok
# stdout: bababa 999999 1000001
s = "ab" * 10**6
print(s.replace("ab", "ba")[:6], s.count("ba"), len(s.split("b")))
