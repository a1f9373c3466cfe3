"""Tokenizer and recursive-descent parser/evaluator for arithmetic expressions."""
from typing import List, Tuple, Dict, Optional
import math


class ParseError(Exception):
    pass


def tokenize(src: str) -> List[Tuple[str, str]]:
    tokens: List[Tuple[str, str]] = []
    i = 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == ".":
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            tokens.append(("num", src[i:j]))
            i = j
        elif ch.isalpha():
            j = i
            while j < len(src) and src[j].isalnum():
                j += 1
            tokens.append(("name", src[i:j]))
            i = j
        elif ch in "+-*/^(),":
            tokens.append(("op", ch))
            i += 1
        else:
            raise ParseError(f"unexpected character {ch!r} at {i}")
    tokens.append(("eof", ""))
    return tokens


class Parser:
    FUNCS = {"sqrt": math.sqrt, "floor": math.floor, "ceil": math.ceil, "max": max, "min": min}

    def __init__(self, src: str, env: Optional[Dict[str, float]] = None) -> None:
        self.tokens = tokenize(src)
        self.pos = 0
        self.env = {"pi": math.pi}
        if env:
            self.env.update(env)

    def peek(self) -> Tuple[str, str]:
        return self.tokens[self.pos]

    def take(self, kind: str, value: Optional[str] = None) -> Tuple[str, str]:
        tok = self.peek()
        if tok[0] != kind or (value is not None and tok[1] != value):
            raise ParseError(f"expected {value or kind}, got {tok[1] or 'end'!r}")
        self.pos += 1
        return tok

    def parse(self) -> float:
        value = self.expr()
        self.take("eof")
        return value

    def expr(self) -> float:
        value = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take("op")[1]
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self) -> float:
        value = self.factor()
        while self.peek() in (("op", "*"), ("op", "/")):
            op = self.take("op")[1]
            rhs = self.factor()
            if op == "/" and rhs == 0:
                raise ParseError("division by zero")
            value = value * rhs if op == "*" else value / rhs
        return value

    def factor(self) -> float:
        base = self.unary()
        if self.peek() == ("op", "^"):
            self.take("op")
            return base ** self.factor()
        return base

    def unary(self) -> float:
        if self.peek() == ("op", "-"):
            self.take("op")
            return -self.unary()
        return self.atom()

    def atom(self) -> float:
        kind, text = self.peek()
        if kind == "num":
            self.take("num")
            return float(text) if "." in text else int(text)
        if kind == "name":
            self.take("name")
            if self.peek() == ("op", "("):
                self.take("op", "(")
                args = [self.expr()]
                while self.peek() == ("op", ","):
                    self.take("op")
                    args.append(self.expr())
                self.take("op", ")")
                if text not in self.FUNCS:
                    raise ParseError(f"unknown function {text}")
                return self.FUNCS[text](*args)
            if text not in self.env:
                raise ParseError(f"unknown variable {text}")
            return self.env[text]
        if (kind, text) == ("op", "("):
            self.take("op")
            value = self.expr()
            self.take("op", ")")
            return value
        raise ParseError(f"unexpected token {text or 'end'!r}")


def main() -> None:
    cases = ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "10 / 4", "7 / 0",
             "sqrt(16) + floor(2.7) * ceil(1.2)", "max(1, x, 3) - min(y, 2)",
             "2 * pi * r", "3 +", "4 $ 4", "foo(1)", "(1 + 2", "1.5 * 4"]
    env = {"x": 10, "y": -1, "r": 0.5}
    for src in cases:
        try:
            result = Parser(src, env).parse()
            print(f"{src:<36} = {result}")
        except ParseError as e:
            print(f"{src:<36} ! {e}")
    print(tokenize("a1+22*(b)")[:-1])


if __name__ == "__main__":
    main()
