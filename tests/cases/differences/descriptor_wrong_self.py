try:
    str.upper(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    list.count("abc", "a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    dict.keys("a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    str.join(5, ["a"])
except TypeError as e:
    print(type(e).__name__, e)
try:
    list.append((), 1)
except TypeError as e:
    print(type(e).__name__, e)
print(str.upper("ok"), list.count([1, 1], 1), list(dict.keys({"k": 0})))
try:
    str.upper()
except TypeError as e:
    print(type(e).__name__, e)
