import textwrap

print(repr(textwrap.dedent("   a\n     b\n   \n   c\n")))
print(repr(textwrap.dedent("\thello\n\t  world\n")))
print(repr(textwrap.dedent("  x\n\ty\n")))
print(repr(textwrap.dedent("no indent\n  some\n")))
print(repr(textwrap.dedent("    \n  a\n    b\n  \t\n")))
print(repr(textwrap.dedent("")))
print(repr(textwrap.dedent("  a\r\n  b\r\n")))
print(repr(textwrap.dedent(text="     deep\n      deeper")))
print(repr(textwrap.indent("a\n\nb\n", "> ")))
print(repr(textwrap.indent("a\r\nb\rc\x0cd\u2028e", "+")))
print(repr(textwrap.indent("  \nx\n", "# ")))
print(repr(textwrap.indent("a\n\nb", "> ", lambda line: True)))
print(repr(textwrap.indent("one\ntwo\nthree", "- ", predicate=lambda l: "o" in l)))
print(repr(textwrap.indent("", "x")))
try:
    textwrap.indent("a")
except TypeError as e:
    print(type(e).__name__, e)
try:
    textwrap.dedent()
except TypeError as e:
    print(type(e).__name__, e)
