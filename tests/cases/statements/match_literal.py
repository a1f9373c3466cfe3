def describe(x):
    match x:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case "hello":
            return "greeting"
        case True:
            return "true"
        case None:
            return "none"
        case _:
            return f"other {x!r}"
for v in [0, 2, -1, 1.5, "hello", True, None, False, 1.0, 7, "x"]:
    print(repr(v), "->", describe(v))
def status(code):
    match code:
        case 200:
            return "OK"
        case 404:
            return "Not Found"
        case 500 | 502 | 503:
            return "Server Error"
    return "Unknown"
print([status(c) for c in (200, 404, 502, 302)])
def sign(n):
    match n:
        case 0:
            return 0
        case 0.0:
            return "never: 0.0 == 0 matched above"
        case _:
            return 1 if n > 0 else -1
print(sign(0.0), sign(-3), sign(5))
match 1:
    case True:
        print("True does not match 1: literal True compares with is")
    case 1:
        print("1 matched")
