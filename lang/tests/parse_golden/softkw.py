match = 1
case = 2
_ = 3
match.x = 4
match[0] = 5
match(x)
print(match, case, _)
match = case = _
match: int = 1
match += 1
x = match
def match(case): return case
class case: pass
match(x).y
match ,= x
match (x):
    case case:
        pass
match match:
    case match:
        pass
match [1, 2]:
    case [_, _]:
        pass
match {a: b}:
    case {}: pass
match f(x):
    case _: pass
match x[0]:
    case _: pass
