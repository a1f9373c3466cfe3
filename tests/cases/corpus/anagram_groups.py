"""Group words into anagram families, find palindromes and letter statistics."""
from collections import defaultdict, Counter
from itertools import combinations, groupby, chain
from operator import itemgetter

WORDS = """listen silent enlist google tinsel inlets banana stone tones notes onset
racecar level rotor evil vile live veil angel glean angle dusty study night thing
apple paper tops stop pots spot post opts deified civic"""


def signature(word: str) -> str:
    return "".join(sorted(word))


def is_palindrome(word: str) -> bool:
    return len(word) > 2 and word == word[::-1]


words = WORDS.split()
print(f"{len(words)} words, {len(set(words))} unique")
families: defaultdict[str, list[str]] = defaultdict(list)
for w in words:
    families[signature(w)].append(w)

groups = sorted((sorted(v) for v in families.values() if len(v) > 1), key=lambda g: (-len(g), g))
for g in groups:
    print(f"  {len(g)}: {', '.join(g)}")
singles = sorted(w for v in families.values() if len(v) == 1 for w in v)
print("no anagram:", singles)

pals = [w for w in words if is_palindrome(w)]
print("palindromes:", pals)

letters = Counter(chain.from_iterable(words))
print("top letters:", letters.most_common(5))
vowels = sum(letters[v] for v in "aeiou")
print(f"vowels {vowels} / {sum(letters.values())} = {vowels / sum(letters.values()):.3f}")
missing = [c for c in "abcdefghijklmnopqrstuvwxyz" if c not in letters]
print("unused letters:", "".join(missing))

by_len = sorted(words, key=len)
for length, grp in groupby(by_len, key=len):
    ws = list(grp)
    print(f"len {length}: {len(ws)} words, e.g. {ws[0]}")

def overlap(a: str, b: str) -> int:
    return sum((Counter(a) & Counter(b)).values())

best = max(combinations(sorted(set(words)), 2), key=lambda p: (overlap(*p) / max(len(p[0]), len(p[1])), p))
print("most similar pair:", best, overlap(*best))
c1, c2 = Counter("banana"), Counter("bandana")
print(c2 - c1, c1 | c2, c1 + Counter(n=3))
print(sorted(c1.elements()), c1 == Counter("nabana"))
ranked = sorted(letters.items(), key=itemgetter(1, 0), reverse=True)[:3]
print(ranked)
word_lens = {w: len(w) for w in sorted(set(words))}
print(max(word_lens, key=word_lens.get), min(word_lens.values()))
c1.subtract("aaa")
print(c1, +c1, -c1)
c1.update({"z": 2})
print(c1.most_common(2), list(c1.keys()))
