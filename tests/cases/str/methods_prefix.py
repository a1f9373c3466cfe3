# startswith/endswith with tuples and start/end, rindex, and the fill characters of the padding methods.
s = "hello world"
for args in [("hello",), ("world",), (("x", "hell"),), (("x", "y"),), ("o", 4), ("o", 4, 5),
             ("wor", 6), ("wor", -5), ("d", -1), ("", 11), ("", 12), ("", -100), ("", 5, 3),
             ("hello", 0, 4), ("hello", None, None), ("world", None, -1), ((), ), (("",), 20)]:
    print(args, s.startswith(*args), s.endswith(*args))
print("éàü".startswith("à", 1), "éàü".endswith("à", 0, 2), "éàü".endswith(("ü", "x"), 2))
print(s.rindex("o"), s.rindex("o", 0, 6), s.rindex("l", -3), s.rindex(""), s.rindex("", 3, 5))
print("abcabc".rindex("bc"), "éxéx".rindex("é"), s.index("o"), s.rfind("zz"))
print(repr("ab".center(7, "é")), repr("ab".ljust(5, "*")), repr("ab".rjust(5, "-")), repr("abc".center(6)))
print(repr("x".center(4, "_")), repr("xy".center(5, "_")), repr("ab".zfill(5)), repr("-3".zfill(4)))
