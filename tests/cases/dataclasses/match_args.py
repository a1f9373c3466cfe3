"""Dataclasses in match statements: __match_args__ from the init fields."""
from dataclasses import dataclass, field


@dataclass
class Move:
    dx: int
    dy: int
    label: str = field(default="", kw_only=True)


@dataclass
class Quit:
    code: int = 0


def handle(cmd):
    match cmd:
        case Move(0, 0):
            return "stay"
        case Move(dx, 0) if dx > 0:
            return f"right {dx}"
        case Move(dx, dy, label="jump"):
            return f"jump {dx},{dy}"
        case Move(dx=dx, dy=dy):
            return f"move {dx},{dy}"
        case Quit(code):
            return f"quit {code}"


for c in (Move(0, 0), Move(3, 0), Move(1, 2, label="jump"), Move(-1, 4), Quit(), Quit(2)):
    print(handle(c))
print(Move.__match_args__, Quit.__match_args__)
