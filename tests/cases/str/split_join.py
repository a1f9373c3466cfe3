# str.split with and without a separator, with maxsplit (the last part keeps its trailing
# whitespace), and str.join over lists, tuples, generators, dicts and bad items.
for s in ["", "  ", "a b  c ", "  a\tb\nc  d  ", "a,b,,c,", ",", "abc"]:
    print(repr(s), s.split(), s.split(None, 1), s.split(maxsplit=0), s.split(maxsplit=2))
    print(s.split(","), s.split(",", 1), s.split(",", 0), s.split(sep=",", maxsplit=-1))
print(",".join(["a", "b"]), "-".join(x for x in "abc"), "".join([]), ",".join(("x",)))
print("ab".join({"k": 1, "l": 2}), "é".join(["ü", "ö"]), ", ".join(str(i) for i in range(5)))
parts = ",".join(["ab"] * 1000).split(",")
print(len(parts), parts[0], parts[-1], len(" ".join(parts)))
for bad in (["a", 1], (x for x in ["a", None])):
    try:
        ",".join(bad)
    except TypeError as e:
        print(e)
try:
    "a,b".split("")
except ValueError as e:
    print(e)
try:
    "a,b".split(1)
except TypeError as e:
    print(e)
