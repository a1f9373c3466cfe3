"""Text analytics: word frequencies, n-grams, sentence stats and a keyword index."""
from typing import Dict, List, Tuple

TEXT = """
The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs away!
A lazy afternoon is a good afternoon. Foxes and dogs are not always enemies.
Is the quick fox quicker than the lazy dog? Nobody knows, but the fox thinks so.
"""

STOPWORDS = {"the", "a", "is", "and", "are", "not", "but", "so", "than", "over"}


def words(text: str) -> List[str]:
    cleaned = []
    for ch in text.lower():
        cleaned.append(ch if ch.isalpha() or ch.isspace() else " ")
    return "".join(cleaned).split()


def sentences(text: str) -> List[str]:
    out, current = [], []
    for ch in text.replace("\n", " "):
        current.append(ch)
        if ch in ".!?":
            s = "".join(current).strip()
            if s:
                out.append(s)
            current = []
    return out


def frequencies(ws: List[str]) -> Dict[str, int]:
    freq: Dict[str, int] = {}
    for w in ws:
        freq[w] = freq.get(w, 0) + 1
    return freq


def top_n(freq: Dict[str, int], n: int) -> List[Tuple[str, int]]:
    return sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:n]


def bigrams(ws: List[str]) -> Dict[Tuple[str, str], int]:
    result: Dict[Tuple[str, str], int] = {}
    for pair in zip(ws, ws[1:]):
        result[pair] = result.get(pair, 0) + 1
    return result


def main() -> None:
    ws = words(TEXT)
    print("total words:", len(ws), "unique:", len(set(ws)))
    freq = frequencies(w for w in ws if w not in STOPWORDS)
    print("top content words:")
    for word, count in top_n(freq, 6):
        print(f"  {word:<10} {count:>2} {'#' * count}")
    top_pairs = [(" ".join(p), c) for p, c in top_n(bigrams(ws), 4)]
    print("top bigrams:", top_pairs)
    sents = sentences(TEXT)
    print("sentences:", len(sents))
    for i, s in enumerate(sents, 1):
        kind = {"?": "question", "!": "exclamation"}.get(s[-1], "statement")
        print(f"  {i}. ({len(words(s)):>2} words, {kind}) {s[:40]}{'...' if len(s) > 40 else ''}")
    avg = sum(len(w) for w in ws) / len(ws)
    print(f"average word length: {avg:.3f}")
    longest = max(ws, key=lambda w: (len(w), w))
    print("longest word:", longest)
    index: Dict[str, List[int]] = {}
    for i, s in enumerate(sents, 1):
        for w in set(words(s)):
            if w.startswith("fox") or w.startswith("dog"):
                index.setdefault(w, []).append(i)
    for w in sorted(index):
        print(f"  index {w!r}: sentences {index[w]}")
    letters = frequencies(ch for ch in TEXT.lower() if ch.isalpha())
    vowels = sum(letters.get(v, 0) for v in "aeiou")
    print("vowels:", vowels, "consonants:", sum(letters.values()) - vowels)
    print("capitalized:", TEXT.split()[0].upper(), "fox".capitalize(), "DOG".lower().center(9, "*"))


if __name__ == "__main__":
    main()
