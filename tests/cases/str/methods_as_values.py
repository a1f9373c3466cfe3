# str methods used as values: unbound through the type, bound through an instance.
lines = ["  b ", "A", " c", "D  "]
print(sorted(lines, key=str.lower))
print(list(map(str.strip, lines)))
print(sorted(map(str.casefold, ["Straße", "STRASSE", "apple"])))
print(list(map(str.title, ["hello world", "foo-bar"])))
up = "mixed Case".swapcase
print(up(), str.swapcase("ABC"), str.splitlines("x\ny"), str.partition("a=b", "="))
print(list(filter(str.isidentifier, ["a", "1a", "_b", "c d"])))
print(list(map(str.removeprefix, ["pre-a", "b"], ["pre-", "x"])))
f = str.maketrans
print(f("a", "b"), "a".maketrans("a", "c"))
print(str.format("{} {}", 1, 2), str.format_map("{x}", {"x": 3}))
print(list(map("{:>4}".format, [1, 22, 333])))
print(str.rsplit("a b c", None, 1), str.expandtabs("\tx", 2), str.rindex("abab", "b"))
