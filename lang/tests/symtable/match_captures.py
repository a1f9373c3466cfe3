def f(cmd):
    match cmd:
        case [first, *rest]:
            return first, rest
        case {"k": value, **others}:
            return value, others
        case Point(x=px, y=0) | Point(x=0, y=px):
            return px
        case (1 | 2) as small:
            return small
        case Color.RED:
            return None
        case _ if cond:
            return None
        case [*_]:
            pass
        case None:
            pass
