def encode(s):
    out = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append((s[i], j - i))
        i = j
    return out
def decode(pairs):
    s = ""
    for ch, n in pairs:
        s += ch * n
    return s
for text in ["aaabccdddd", "", "x", "abc", "zzzzzzzzzzzz"]:
    e = encode(text)
    print(repr(text), e, decode(e) == text)
