def classify(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"moving {direction}"
        case ["quit" | "exit" | "q"]:
            return "bye"
        case ["take", item] | ["get", item]:
            return f"taking {item}"
        case ["drop", *items] as whole:
            return f"dropping {items} (whole={whole})"
        case [("look" | "l") as verb, *_]:
            return f"looking ({verb})"
        case []:
            return "nothing"
        case _:
            return "what?"
for c in ["go north", "go up", "quit", "q", "take lamp", "get key",
          "drop a b", "l around", "look", "", "dance"]:
    print(repr(c), "->", classify(c))
def num(v):
    match v:
        case (0 | 1) as bit:
            return f"bit {bit}"
        case [int() | float() as x, *_]:
            return f"starts with number {x}"
        case (str() | list()) as text:
            return f"text {text!r}"
    return "other"
print(num(0), num(1), num([2.5, "a"]), num(["a"]), num("hi"), num([]))
match (1, 2):
    case (1, _) as pair:
        print("as binds the whole subject:", pair)
