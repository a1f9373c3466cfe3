"""Word frequency analysis of a text: tokenising with re, stop words, n-grams, concordance."""
import re
from collections import Counter, defaultdict
from itertools import islice, pairwise

TEXT = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness, it was
the spring of hope, it was the winter of despair, we had everything before us,
we had nothing before us, we were all going direct to Heaven, we were all going
direct the other way -- in short, the period was so far like the present period.
"""

STOP = {"it", "was", "the", "of", "we", "to", "in", "so", "all", "us", "had"}


def tokenize(text: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[A-Za-z']+", text)]


def ngrams(words: list[str], n: int) -> list[tuple[str, ...]]:
    return [tuple(words[i:i + n]) for i in range(len(words) - n + 1)]


words = tokenize(TEXT)
print(f"{len(words)} tokens, {len(set(words))} distinct")
freq = Counter(words)
print("top 5 overall:", freq.most_common(5))
content = Counter(w for w in words if w not in STOP)
print("top content words:")
for word, n in content.most_common(6):
    print(f"  {word:<12} {n:>2} {'*' * n}")

bigrams = Counter(ngrams(words, 2))
for (a, b), n in bigrams.most_common(4):
    print(f"  bigram {a + ' ' + b!r:<16} x{n}")
trigram = Counter(ngrams(words, 3)).most_common(1)[0]
print("top trigram:", " ".join(trigram[0]), trigram[1])

by_length: defaultdict[int, set[str]] = defaultdict(set)
for w in words:
    by_length[len(w)].add(w)
for length in sorted(by_length)[-3:]:
    print(f"length {length}: {sorted(by_length[length])}")

positions = defaultdict(list)
for i, w in enumerate(words):
    positions[w].append(i)
print("'times' at", positions["times"], "'period' at", positions["period"])

follows = defaultdict(Counter)
for a, b in pairwise(words):
    follows[a][b] += 1
print("after 'the':", follows["the"].most_common(3))
print("after 'was':", sorted(follows["was"].items())[:3])

sentences = [s.strip() for s in re.split(r"[,.]\s*", TEXT) if s.strip()]
print(len(sentences), "clauses; longest:", max(sentences, key=len).replace("\n", " "))
caps = re.findall(r"\b[A-Z][a-z]+\b", TEXT)
print("capitalised:", caps)
print("first 8:", list(islice(words, 8)))
total = sum(freq.values())
print(f"'it' share: {freq['it'] / total:.2%}; hapax: {sum(1 for c in freq.values() if c == 1)}")
print(freq["nonexistent"], content.total(), (freq - content).most_common(2))
print(re.sub(r"\s+", " ", TEXT).strip()[:60] + "...")
