def evaluate(expr):
    match expr:
        case int(n) | float(n):
            return n
        case ("+", left, right):
            return evaluate(left) + evaluate(right)
        case ("*", left, right):
            return evaluate(left) * evaluate(right)
        case ("-", operand):
            return -evaluate(operand)
        case ("sum", *terms):
            return sum(evaluate(t) for t in terms)
        case {"op": "max", "args": [*args]}:
            return max(evaluate(a) for a in args)
        case _:
            raise ValueError(f"bad expression {expr!r}")
print(evaluate(("+", 1, ("*", 2, 3))))
print(evaluate(("-", ("+", 1.5, 1))))
print(evaluate(("sum", 1, 2, 3, ("*", 2, 2))))
print(evaluate({"op": "max", "args": [1, ("+", 5, 5), 3]}))
try:
    evaluate(("/", 1, 2))
except ValueError as e:
    print(type(e).__name__, e)
def commands(items):
    out = []
    for item in items:
        match item:
            case {"cmd": "push", "value": v}:
                out.append(v)
            case {"cmd": "pop"} if out:
                out.pop()
            case {"cmd": "pop"}:
                out.append("underflow")
            case {"cmd": "dup"} if out:
                out.append(out[-1])
    return out
print(commands([{"cmd": "push", "value": 1}, {"cmd": "dup"}, {"cmd": "pop"}, {"cmd": "pop"}, {"cmd": "pop"}]))
