match x:
    case 1:
        pass
    case -1:
        pass
    case 1.5 | 2 | 3:
        pass
    case 1+2j:
        pass
    case -1-2j:
        pass
    case "s":
        pass
    case "a" "b":
        pass
    case b"x":
        pass
    case None:
        pass
    case True | False:
        pass
    case a:
        pass
    case _:
        pass
    case a.b:
        pass
    case a.b.c:
        pass
    case [a, b]:
        pass
    case [a, *rest]:
        pass
    case [*_, last]:
        pass
    case (a, b):
        pass
    case (a,):
        pass
    case ():
        pass
    case []:
        pass
    case (a):
        pass
    case a, b:
        pass
    case a, *b:
        pass
    case a,:
        pass
    case {"k": v}:
        pass
    case {"k": v, **rest}:
        pass
    case {1: a, a.b: c,}:
        pass
    case {}:
        pass
    case {**rest}:
        pass
    case Point(x=0, y=0):
        pass
    case Point(1, 2):
        pass
    case Point(1, y=2):
        pass
    case a.Point():
        pass
    case [1, 2] as l:
        pass
    case (1 | 2) as n:
        pass
    case x if x > 0:
        pass
    case Point(x=[1, {"a": _}]) | None:
        pass
    case {None: 1, True: 2}:
        pass
match (a, b):
    case _:
        pass
match a, b:
    case _:
        pass
match *a, b:
    case _:
        pass
match -x:
    case _: pass
