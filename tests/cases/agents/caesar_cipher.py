"""Caesar and Vigenere ciphers, plus a frequency-analysis crack of the Caesar shift."""
from typing import Dict, List, Tuple

ENGLISH = {"e": 12.7, "t": 9.1, "a": 8.2, "o": 7.5, "i": 7.0, "n": 6.7, "s": 6.3, "h": 6.1,
           "r": 6.0, "d": 4.3, "l": 4.0, "c": 2.8, "u": 2.8, "m": 2.4, "w": 2.4, "f": 2.2,
           "g": 2.0, "y": 2.0, "p": 1.9, "b": 1.5, "v": 1.0, "k": 0.8, "j": 0.2, "x": 0.2,
           "q": 0.1, "z": 0.1}


def shift_char(ch: str, k: int) -> str:
    if ch.isalpha() and ch.isupper():
        return chr((ord(ch) - ord("A") + k) % 26 + ord("A"))
    if ch.isalpha() and ch.islower():
        return chr((ord(ch) - ord("a") + k) % 26 + ord("a"))
    return ch


def caesar(text: str, k: int) -> str:
    return "".join(shift_char(ch, k) for ch in text)


def vigenere(text: str, key: str, decrypt: bool = False) -> str:
    shifts = [ord(c) - ord("a") for c in key.lower()]
    out, i = [], 0
    for ch in text:
        if ch.isalpha():
            k = shifts[i % len(shifts)]
            out.append(shift_char(ch, -k if decrypt else k))
            i += 1
        else:
            out.append(ch)
    return "".join(out)


def letter_freq(text: str) -> Dict[str, float]:
    letters = [c for c in text.lower() if c.isalpha()]
    counts: Dict[str, int] = {}
    for c in letters:
        counts[c] = counts.get(c, 0) + 1
    return {c: 100 * n / len(letters) for c, n in counts.items()}


def score(text: str) -> float:
    freq = letter_freq(text)
    return sum((freq.get(c, 0) - e) ** 2 / e for c, e in ENGLISH.items())


def crack(cipher: str) -> List[Tuple[float, int, str]]:
    candidates = []
    for k in range(26):
        plain = caesar(cipher, -k)
        candidates.append((round(score(plain), 2), k, plain))
    return sorted(candidates)[:3]


def main() -> None:
    msg = "The quick brown fox jumps over the lazy dog, then rests in the shade near the river."
    enc = caesar(msg, 13)
    print(enc)
    print("rot13 twice is identity:", caesar(enc, 13) == msg)
    print("shift -1:", caesar("HAL, abc xyz!", 1), caesar("IBM", -1))
    secret = caesar(msg, 7)
    print("secret:", secret[:40])
    for sc, k, plain in crack(secret):
        print(f"  k={k:>2} score={sc:>8.2f} {plain[:40]}")
    best = crack(secret)[0][1]
    print("recovered key:", best, "correct:", best == 7)
    v = vigenere("Attack at dawn!", "LEMON")
    print("vigenere:", v, "| back:", vigenere(v, "LEMON", decrypt=True))
    freq = letter_freq(msg)
    top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    print("top letters:", [(c, round(f, 1)) for c, f in top])
    missing = [c for c in "abcdefghijklmnopqrstuvwxyz" if c not in freq]
    print("missing letters:", missing)
    print("ords:", [ord(c) for c in "Az"], "chrs:", chr(65) + chr(122), hex(ord("Z")), bin(ord("a")), oct(64))


if __name__ == "__main__":
    main()
