# Word frequency analysis of a text: normalisation with re and str methods, Counter,
# n-grams with zip, a bar chart, and a sorted report with ties broken alphabetically.
import re
from collections import Counter
from itertools import islice

TEXT = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness; it was the spring of hope --
it was the winter of despair. Café-culture? Naïve façades! Don't stop."""

words = re.findall(r"[a-zà-ÿ']+", TEXT.lower())
print(len(words), len(set(words)))
freq = Counter(words)
print(freq.most_common(6))
ranked = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
for w, n in ranked[:8]:
    print(f"{w:>10} {n:>3} {'█' * n}")
bigrams = Counter(zip(words, words[1:]))
print([(" ".join(b), n) for b, n in bigrams.most_common(4)])
trigrams = Counter(" ".join(t) for t in zip(words, islice(words, 1, None), islice(words, 2, None)))
print(trigrams.most_common(2))
lengths = Counter(map(len, words))
print(sorted(lengths.items()), max(words, key=len), min(words, key=lambda w: (len(w), w)))
sentences = [s.strip() for s in re.split(r"(?<=[.;!?])\s+|\s--\s", TEXT) if s.strip()] if False else [s.strip() for s in re.split(r"[.;!?]|--", TEXT) if s.strip()]
print(len(sentences), [len(s.split()) for s in sentences])
caps = re.findall(r"\b[A-Z][a-z]+\b", TEXT)
print(caps, Counter(c[0] for c in caps))
vowels = Counter(ch for ch in TEXT.lower() if ch in "aeiouàâäéèêëïîôöùûü")
print(sorted(vowels.items()))
print(" ".join(w.capitalize() for w in words[:6]), TEXT.count("it was"), TEXT.lower().count("it was"))
stop = {"it", "was", "the", "of"}
content = Counter(w for w in words if w not in stop)
print(content.most_common(5), sum(content.values()), len(content))
print({k: v for k, v in sorted(freq.items()) if v == 1 and len(k) > 7})
