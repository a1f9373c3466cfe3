# str.maketrans in its three forms and str.translate with dicts, lists and a mapping class.
t = str.maketrans("abc", "xyz")
print(sorted(t.items()))
print("aabbcc-abc".translate(t))
t2 = str.maketrans("ab", "AB", "c")
print(sorted(t2.items()), "abcabc".translate(t2))
t3 = str.maketrans({"a": "1", "b": None, 99: "ccc", 100: 101})
print(sorted(t3.items()), "abcde".translate(t3))
print("".maketrans("x", "y"), str.maketrans("", ""), str.maketrans({}))
print("hello".translate({ord("l"): "L" * 3, ord("o"): None}))
print("abc".translate(["A", "B", "C"] * 40))
print("héllo wörld".translate({ord("é"): "e", ord("ö"): "oe"}))
class Rot13:
    def __getitem__(self, c):
        if 97 <= c <= 122:
            return (c - 97 + 13) % 26 + 97
        raise LookupError(c)
print("hello, world!".translate(Rot13()))
print("abc".translate({97: 65}), "abc".translate({}))
