# String keys built at run time, sharing a long prefix and differing in a few characters: the
# pattern that makes a weak string hash cluster. Strings hash with SipHash under a key drawn
# for each run (it was FNV-1a with public constants, whose collisions a script could carry in
# its source), so no key can be aimed at another's slot: linear, as in CPython.
# max-wall: 700ms
# expect: ok
# stdout: 60000 59999 True False
prefix = "k" * 40
d = {}
for i in range(60000):
    d[prefix + str(i)] = i
print(len(d), d[prefix + "59999"], (prefix + "0") in d, (prefix + "60000") in d)
