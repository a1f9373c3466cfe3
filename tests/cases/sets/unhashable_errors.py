tests = [
    "{[1]}",
    "{{}}",
    "{{1}}",
    "set([[1]])",
    "add list",
    "frozenset([{}])",
    "in list",
    "dict key set",
    "discard dict",
]
for t in tests:
    try:
        if t == "{[1]}":
            {[1]}
        elif t == "{{}}":
            {{}}
        elif t == "{{1}}":
            {{1}}
        elif t == "set([[1]])":
            set([[1]])
        elif t == "add list":
            s = {1}
            s.add([2])
        elif t == "frozenset([{}])":
            frozenset([{}])
        elif t == "in list":
            [1] in {1}
        elif t == "dict key set":
            {{1}: 2}
        else:
            {1}.discard({})
    except TypeError as e:
        print(t, "->", type(e).__name__, e)
print({(1, 2)}, {(1, (2, 3))})
try:
    {(1, [2])}
except TypeError as e:
    print("tuple holding a list ->", e)
print({1} in {frozenset({1})})
