def shape(p):
    match p:
        case []:
            return "empty"
        case [x]:
            return f"one: {x}"
        case [x, y]:
            return f"two: {x}, {y}"
        case [x, y, z]:
            return f"three: {x + y + z}"
        case [first, *middle, last]:
            return f"many: first={first} middle={middle} last={last}"
for p in [[], [1], (2, 3), [1, 2, 3], [1, 2, 3, 4, 5], range(2)]:
    print(shape(p))
print("a str is not a sequence pattern subject:", shape("ab"))
def s(v):
    match v:
        case [a, b]:
            return "sequence"
        case str():
            return "str"
print(s("ab"), s(["a", "b"]))
def nested(v):
    match v:
        case [(x, y), [z, *_]]:
            return x, y, z
        case [[a, b], c]:
            return "alt", a, b, c
    return "no match"
print(nested([(1, 2), [3, 4, 5]]), nested([[1, 2], 3]), nested([1, 2]))
def star_only(v):
    match v:
        case [*all_items]:
            return all_items
print(star_only((1, 2)), star_only([]))
def fixed(v):
    match v:
        case [1, _, 3]:
            return "1 ? 3"
        case [*_, 0]:
            return "ends in 0"
        case (0, *rest):
            return f"starts with 0, rest {rest}"
    return "none"
print(fixed([1, 9, 3]), fixed([5, 5, 0]), fixed((0, 1, 2)), fixed({1, 2}))
