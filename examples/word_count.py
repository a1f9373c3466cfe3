# Counting words and letters with dicts (insertion-ordered, as in CPython).
text = """the quick brown fox jumps over the lazy dog
the dog sleeps and the fox runs
a quick fox is a happy fox"""

words = []
current = ""
for ch in text + "\n":
    if ch == " " or ch == "\n":
        if current:
            words.append(current)
        current = ""
    else:
        current += ch

counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1

print("words:", len(words), "distinct:", len(counts))
top = max(counts.values())
print("most frequent:", [w for w in counts if counts[w] == top], "x", top)
print("seen once:", [w for w in counts if counts[w] == 1])

by_length = {}
for w in counts:
    n = len(w)
    if n not in by_length:
        by_length[n] = []
    by_length[n].append(w)
for n in range(1, max(by_length) + 1):
    if n in by_length:
        print(n, "letters:", by_length[n])
