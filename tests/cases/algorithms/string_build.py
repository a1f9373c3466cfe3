def pad_left(s, width, ch):
    while len(s) < width:
        s = ch + s
    return s
def to_binary(n):
    if n == 0:
        return "0"
    out = ""
    while n > 0:
        out = str(n % 2) + out
        n //= 2
    return out
for n in [0, 1, 5, 255, 1024, 2**65]:
    print(pad_left(to_binary(n), 12, "0"))
def reverse_words(s):
    words = []
    cur = ""
    for ch in s:
        if ch == " ":
            words.append(cur)
            cur = ""
        else:
            cur += ch
    words.append(cur)
    out = ""
    for i in range(len(words) - 1, -1, -1):
        out += words[i]
        if i:
            out += " "
    return out
print(reverse_words("the quick brown fox"))
print(repr(reverse_words("")))
