"""Lexer for a small configuration language with keywords, strings, numbers and comments."""
from dataclasses import dataclass
from typing import List, Iterator

KEYWORDS = {"let", "if", "else", "fn", "return", "true", "false"}
TWO_CHAR = {"==", "!=", "<=", ">=", "->", "&&", "||"}
ONE_CHAR = set("+-*/=<>(){}[],;:.!")


@dataclass
class Token:
    kind: str
    text: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.line}:{self.col:<3} {self.kind:<8} {self.text!r}"


class LexError(Exception):
    pass


def lex(src: str) -> Iterator[Token]:
    i, line, col = 0, 1, 1
    n = len(src)
    while i < n:
        ch = src[i]
        start_col = col
        if ch == "\n":
            i, line, col = i + 1, line + 1, 1
            continue
        if ch.isspace():
            i, col = i + 1, col + 1
            continue
        if ch == "#":
            while i < n and src[i] != "\n":
                i += 1
            continue
        if ch.isalpha() or ch == "_":
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            word = src[i:j]
            yield Token("keyword" if word in KEYWORDS else "ident", word, line, start_col)
            col += j - i
            i = j
            continue
        if ch.isdigit():
            j = i
            while j < n and (src[j].isdigit() or (src[j] == "." and j + 1 < n and src[j + 1].isdigit())):
                j += 1
            yield Token("number", src[i:j], line, start_col)
            col += j - i
            i = j
            continue
        if ch == '"':
            j = i + 1
            buf = []
            while j < n and src[j] != '"':
                if src[j] == "\n":
                    raise LexError(f"unterminated string at {line}:{start_col}")
                if src[j] == "\\" and j + 1 < n:
                    buf.append({"n": "\n", "t": "\t"}.get(src[j + 1], src[j + 1]))
                    j += 2
                    continue
                buf.append(src[j])
                j += 1
            if j >= n:
                raise LexError(f"unterminated string at {line}:{start_col}")
            yield Token("string", "".join(buf), line, start_col)
            col += j + 1 - i
            i = j + 1
            continue
        if src[i:i + 2] in TWO_CHAR:
            yield Token("op", src[i:i + 2], line, start_col)
            i, col = i + 2, col + 2
            continue
        if ch in ONE_CHAR:
            yield Token("op", ch, line, start_col)
            i, col = i + 1, col + 1
            continue
        raise LexError(f"unexpected {ch!r} at {line}:{start_col}")


SOURCE = '''# sample program
let max_retries = 3;
let name = "svc \\"alpha\\"";
fn backoff(n) -> n * 1.5 + 0.25;
if max_retries >= 2 && !false { return backoff(max_retries); } else { return 0; }
'''


def main() -> None:
    toks = list(lex(SOURCE))
    for t in toks[:14]:
        print(t)
    print("...")
    print("token count:", len(toks))
    kinds = {}
    for t in toks:
        kinds[t.kind] = kinds.get(t.kind, 0) + 1
    print("by kind:", dict(sorted(kinds.items())))
    print("identifiers:", sorted({t.text for t in toks if t.kind == "ident"}))
    print("keywords in order:", [t.text for t in toks if t.kind == "keyword"])
    print("line 5 ops:", " ".join(t.text for t in toks if t.line == 5 and t.kind == "op"))
    for bad in ['let x = "open', "let y = 3 @ 4", 'let s = "a\nb"']:
        try:
            list(lex(bad))
        except LexError as e:
            print("lex error:", e)
    print(Token("op", "==", 1, 1) == Token("op", "==", 1, 1))


if __name__ == "__main__":
    main()
