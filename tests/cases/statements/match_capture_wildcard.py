def f(x):
    match x:
        case 0:
            return "zero"
        case n:
            return f"captured {n}"
print(f(0), f(5), f("s"))
match 42:
    case value:
        print("irrefutable capture binds:", value)
print("still bound after match:", value)
match [1, 2, 3]:
    case [_, _, _]:
        print("three items, all ignored")
match "anything":
    case _:
        print("wildcard matches everything")
try:
    print(_)
except NameError as e:
    print("wildcard binds nothing:", e)
def first_and_rest(seq):
    match seq:
        case [head, *tail]:
            return head, tail
        case _:
            return None
print(first_and_rest([1, 2, 3]), first_and_rest([9]), first_and_rest([]))
x = "outer"
match 10:
    case x:
        pass
print("capture rebinds the name:", x)
def no_case_matches(v):
    match v:
        case 1:
            return "one"
    return "fell through"
print(no_case_matches(2))
