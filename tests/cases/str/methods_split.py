# splitlines, rsplit, partition, rpartition, expandtabs, removeprefix, removesuffix.
texts = ["", "a", "a\nb", "a\r\nb\rc\n", "x\x0by\x0cz\x1c1\x1d2\x1e3\x854\u20285\u20296", "\n\n", "end\r", "\r\n\r\n"]
for t in texts:
    print(repr(t), t.splitlines(), t.splitlines(True), t.splitlines(keepends=True))
print("a\nb".splitlines(0), "a\nb".splitlines(2))

for t in ["", "  a  b   c ", "a b c d", "\t x\ny \u3000z  ", "one"]:
    print(repr(t), t.rsplit(), t.rsplit(None, 1), t.rsplit(maxsplit=2), t.split(None, 1))
for t, sep in [("a,b,,c", ","), ("a::b::c", "::"), ("", ","), (",", ","), ("aaa", "aa"), ("éaéb", "é")]:
    print(repr(t), t.rsplit(sep), t.rsplit(sep, 1), t.rsplit(sep, 0), t.rsplit(sep=sep, maxsplit=-5))

for t in ["key=value=x", "novalue", "=start", "end=", "", "ü=ö=ä"]:
    print(t.partition("="), t.rpartition("="), t.partition("=="), t.rpartition("ö"))

for t in ["a\tb", "\t", "ab\tcd\tef", "12345\t|", "a\n\tb\r\tc", "é\tx", ""]:
    print(repr(t.expandtabs()), repr(t.expandtabs(4)), repr(t.expandtabs(tabsize=1)),
          repr(t.expandtabs(0)), repr(t.expandtabs(-2)))

for t in ["prefix-body-suffix", "prefix", "", "pre"]:
    print(t.removeprefix("prefix"), t.removesuffix("suffix"), t.removeprefix(""),
          t.removesuffix(t), t.removeprefix("pre").removesuffix("fix"))
