def lookup(d, k):
    try:
        return d[k]
    except KeyError:
        raise LookupError(f"no {k!r}") from None
try:
    lookup({"a": 1}, "b")
except LookupError as e:
    print(type(e).__name__, e)
    print(e.__cause__, e.__suppress_context__)
    print("context still kept:", repr(e.__context__))
print(lookup({"a": 1}, "a"))
def convert(s):
    try:
        return int(s)
    except ValueError:
        raise TypeError("not a number") from None
for s in ["12", "zz"]:
    try:
        print(convert(s))
    except TypeError as e:
        print("error:", e)
