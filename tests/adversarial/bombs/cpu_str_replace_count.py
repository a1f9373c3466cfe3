# replace and count over a few hundred kilobytes.
# expect: ok
# stdout: bababa 199999 200001
s = "ab" * (2 * 10**5)
print(s.replace("ab", "ba")[:6], s.count("ba"), len(s.split("b")))
