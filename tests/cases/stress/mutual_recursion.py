"""Mutual recursion: parity, Hofstadter sequences, and a recursive-descent parser of deep nesting."""
from typing import Dict, List, Tuple


def is_even(n: int) -> bool:
    return True if n == 0 else is_odd(n - 1)


def is_odd(n: int) -> bool:
    return False if n == 0 else is_even(n - 1)


F_MEMO: Dict[int, int] = {0: 1}
M_MEMO: Dict[int, int] = {0: 0}


def female(n: int) -> int:
    if n not in F_MEMO:
        F_MEMO[n] = n - male(female(n - 1))
    return F_MEMO[n]


def male(n: int) -> int:
    if n not in M_MEMO:
        M_MEMO[n] = n - female(male(n - 1))
    return M_MEMO[n]


class Parser:
    """expr := term ('+' term)* ; term := factor ('*' factor)* ; factor := digit | '(' expr ')'"""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.max_nesting = 0
        self.nesting = 0

    def expr(self) -> int:
        value = self.term()
        while self.pos < len(self.text) and self.text[self.pos] == "+":
            self.pos += 1
            value += self.term()
        return value

    def term(self) -> int:
        value = self.factor()
        while self.pos < len(self.text) and self.text[self.pos] == "*":
            self.pos += 1
            value *= self.factor()
        return value

    def factor(self) -> int:
        ch = self.text[self.pos]
        if ch == "(":
            self.pos += 1
            self.nesting += 1
            self.max_nesting = max(self.max_nesting, self.nesting)
            value = self.expr()
            if self.text[self.pos] != ")":
                raise SyntaxError(f"expected ) at {self.pos}")
            self.pos += 1
            self.nesting -= 1
            return value
        self.pos += 1
        return int(ch)


def ping(n: int, log: List[str]) -> int:
    if n == 0:
        return 0
    if n % 50 == 0:
        log.append(f"ping{n}")
    return 1 + pong(n - 1, log)


def pong(n: int, log: List[str]) -> int:
    if n == 0:
        return 0
    return 2 + ping(n - 1, log)


def main() -> None:
    print("parity:", [(n, is_even(n), is_odd(n)) for n in (0, 7, 400, 801)])
    print("female:", [female(n) for n in range(15)])
    print("male:  ", [male(n) for n in range(15)])
    print("F(300), M(300):", female(300), male(300))
    for depth in (1, 5, 100, 250):
        text = "(" * depth + "1+2*3" + ")" * depth
        p = Parser(text)
        print(f"nesting {depth:>3}: value={p.expr()} max_nesting={p.max_nesting} consumed={p.pos == len(text)}")
    chain = "2"
    for _ in range(120):
        chain = f"(1+{chain})*1"
    print("chained expression value:", Parser(chain).expr(), "length:", len(chain))
    log: List[str] = []
    print("ping-pong 600:", ping(600, log), log)
    try:
        Parser("((1+2)").expr()
    except (SyntaxError, IndexError) as e:
        print("parse failure:", type(e).__name__)


if __name__ == "__main__":
    main()
