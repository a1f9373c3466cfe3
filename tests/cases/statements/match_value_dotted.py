class Color:
    RED = "red"
    GREEN = "green"
    BLUE = "blue"
class Limits:
    MAX = 100
    MIN = 0
def paint(c):
    match c:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case Color.BLUE:
            return "calm"
        case _:
            return "unknown"
print([paint(c) for c in ["red", "green", "blue", "pink"]])
def clamp_label(v):
    match v:
        case Limits.MAX:
            return "at max"
        case Limits.MIN:
            return "at min"
        case other:
            return f"in range ({other})"
print(clamp_label(100), clamp_label(0), clamp_label(50))
import math
match math.pi:
    case math.pi:
        print("dotted module constant matches")
class Config:
    class Mode:
        FAST = 1
        SLOW = 2
match 2:
    case Config.Mode.FAST:
        print("fast")
    case Config.Mode.SLOW:
        print("slow via nested dotted name")
