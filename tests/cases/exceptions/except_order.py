class Base(Exception):
    pass
class Mid(Base):
    pass
class Leaf(Mid):
    pass
def which(exc):
    try:
        raise exc
    except Leaf:
        return "Leaf handler"
    except Mid:
        return "Mid handler"
    except Base:
        return "Base handler"
print(which(Leaf()), which(Mid()), which(Base()))
def broad_first(exc):
    try:
        raise exc
    except Base as e:
        return f"Base catches {type(e).__name__}"
    except Leaf:
        return "never"
print(broad_first(Leaf("x")))
def not_caught():
    try:
        raise Base("up")
    except Leaf:
        return "no"
try:
    not_caught()
except Base as e:
    print("propagated:", repr(e))
try:
    raise Leaf
except Exception as e:
    print("raise a class instantiates it:", repr(e), e.args)
