def grade(score):
    match score:
        case int(n) if n < 0 or n > 100:
            return "invalid"
        case n if n >= 90:
            return "A"
        case n if n >= 80:
            return "B"
        case n if n >= 70:
            return "C"
        case _:
            return "F"
print([grade(s) for s in [95, 85, 72, 10, -5, 101, 90]])
def pairs(p):
    match p:
        case (x, y) if x == y:
            return "equal"
        case (x, y) if x > y:
            return "descending"
        case (x, y):
            return "ascending"
print(pairs((1, 1)), pairs((3, 2)), pairs((2, 3)))
calls = []
def check(v):
    calls.append(v)
    return v > 5
def guarded(v):
    match v:
        case int() if check(v):
            return "big int"
        case int():
            return "small int"
        case _:
            return "not int"
print(guarded(10), guarded(3), guarded("x"), calls)
def binding_in_failed_guard(v):
    match v:
        case [x, y] if x + y > 10:
            return "large"
        case [a, b]:
            return f"small, x is still {x}"
print(binding_in_failed_guard([1, 2]))
