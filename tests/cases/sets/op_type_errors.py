tests = ["{1} + {2}", "{1} | [2]", "{1} & (1,)", "{1} - 1", "{1} * 2", "{1}[0]", "{1} < 1", "-{1}"]
for t in tests:
    try:
        if t == "{1} + {2}":
            {1} + {2}
        elif t == "{1} | [2]":
            {1} | [2]
        elif t == "{1} & (1,)":
            {1} & (1,)
        elif t == "{1} - 1":
            {1} - 1
        elif t == "{1} * 2":
            {1} * 2
        elif t == "{1}[0]":
            {1}[0]
        elif t == "{1} < 1":
            {1} < 1
        else:
            -{1}
    except TypeError as e:
        print(t, "->", e)
print({1} | {2}, {1}.union([2]))
print({1} == 1, {1} != "x")
fs = frozenset({1})
try:
    fs[0]
except TypeError as e:
    print(type(e).__name__, e)
