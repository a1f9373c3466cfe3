"""Infix to RPN conversion (shunting-yard) and an RPN evaluator with error reporting."""
from typing import List, Union

PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3}
RIGHT = {"^"}


class CalcError(Exception):
    pass


def tokens(expr: str) -> List[str]:
    out: List[str] = []
    num = ""
    for ch in expr:
        if ch.isdigit() or ch == ".":
            num += ch
            continue
        if num:
            out.append(num)
            num = ""
        if ch in PREC or ch in "()":
            out.append(ch)
        elif not ch.isspace():
            raise CalcError(f"bad character {ch!r}")
    if num:
        out.append(num)
    return out


def to_rpn(expr: str) -> List[str]:
    output: List[str] = []
    ops: List[str] = []
    for tok in tokens(expr):
        if tok[0].isdigit() or tok[0] == ".":
            output.append(tok)
        elif tok == "(":
            ops.append(tok)
        elif tok == ")":
            while ops and ops[-1] != "(":
                output.append(ops.pop())
            if not ops:
                raise CalcError("unbalanced ')'")
            ops.pop()
        else:
            while ops and ops[-1] != "(" and (
                PREC[ops[-1]] > PREC[tok] or (PREC[ops[-1]] == PREC[tok] and tok not in RIGHT)):
                output.append(ops.pop())
            ops.append(tok)
    while ops:
        op = ops.pop()
        if op == "(":
            raise CalcError("unbalanced '('")
        output.append(op)
    return output


def eval_rpn(rpn: List[str]) -> Union[int, float]:
    stack: List[Union[int, float]] = []
    for tok in rpn:
        if tok in PREC:
            if len(stack) < 2:
                raise CalcError(f"not enough operands for {tok}")
            b = stack.pop()
            a = stack.pop()
            try:
                if tok == "+":
                    stack.append(a + b)
                elif tok == "-":
                    stack.append(a - b)
                elif tok == "*":
                    stack.append(a * b)
                elif tok == "/":
                    stack.append(a / b)
                elif tok == "%":
                    stack.append(a % b)
                else:
                    stack.append(a ** b)
            except ZeroDivisionError as e:
                raise CalcError(f"{a} {tok} {b}: {e}") from e
        else:
            stack.append(float(tok) if "." in tok else int(tok))
    if len(stack) != 1:
        raise CalcError(f"malformed expression, stack={stack}")
    return stack[0]


def main() -> None:
    exprs = ["3 + 4 * 2 / (1 - 5) ^ 2 ^ 3", "(1 + 2) * (3 + 4)", "2 ^ 10 % 7", "10 - 4 - 3",
             "100 / 8 / 2", "1.5 * 4 + .5", "7 % 0", "8 / (4 - 4)", "(1 + 2", "1 + 2)", "4 & 5",
             "12 * 3 - 6 ^ 2", "2 ^ 0.5"]
    for e in exprs:
        try:
            rpn = to_rpn(e)
            value = eval_rpn(rpn)
            print(f"{e:<30} | {' '.join(rpn):<28} | {value}")
        except CalcError as err:
            print(f"{e:<30} | error: {err}")
    for raw in ["1 2 + 3 *", "5 1 2 + 4 * + 3 -", "1 +", "1 2 3"]:
        try:
            print(f"rpn {raw!r} = {eval_rpn(raw.split())}")
        except CalcError as err:
            print(f"rpn {raw!r}: {err}")


if __name__ == "__main__":
    main()
