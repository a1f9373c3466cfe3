text = "the quick brown fox jumps over the lazy dog the end"
words = []
cur = ""
for ch in text + " ":
    if ch == " ":
        if cur:
            words.append(cur)
        cur = ""
    else:
        cur += ch
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(counts)
letters = {}
for ch in text:
    if ch != " ":
        if ch in letters:
            letters[ch] += 1
        else:
            letters[ch] = 1
print(letters)
print(max(counts.values()))
