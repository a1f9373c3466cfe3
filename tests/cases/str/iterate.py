for ch in "abc":
    print(ch)
n = 0
for ch in "mississippi":
    if ch == "s":
        n += 1
print(n)
out = ""
for ch in "hello":
    out = ch + out
print(out)
print(list("xyz"))
print(tuple("ab"))
print([c for c in "banana" if c != "a"])
