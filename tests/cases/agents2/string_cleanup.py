# Cleaning user-entered strings: case mapping (Unicode), splitlines, strip family, partition,
# translate/maketrans, expandtabs, zfill, is* predicates, string constants and Template.
import string

names = ["  alice SMITH ", "o'neil-jones", "ÉLODIE", "straße", "mcdonald's 2nd", "ǆemal", "hello\tworld"]
for n in names:
    s = n.strip()
    print(repr(s.title()), repr(s.capitalize()), repr(s.swapcase()), s.casefold(), s.upper(), string.capwords(s))
text = "line1\nline2\r\nline3\rline4\x0bline5\x0c\x1c\u2028end\n\n"
print(text.splitlines(), text.splitlines(keepends=True)[:3], "".splitlines(), "a\n".split("\n"))
print("  x  ".lstrip(), "xxhixx".strip("x"), "www.site.com".removeprefix("www.").removesuffix(".com"), "abc".rstrip("cb"))
print("key=value=more".partition("="), "key=value=more".rpartition("="), "novalue".partition("="))
print("a,b,,c".split(","), "a b  c".split(), " a b ".split(" "), "a,b,c".rsplit(",", 1), "a1b2".split("1", -1))
tbl = str.maketrans({"a": "4", "e": "3", "o": None})
print("leet code hero".translate(tbl), "abc".translate(str.maketrans("ab", "xy", "c")), str.maketrans("ab", "cd"))
print("a\tbc\tdef\tg".expandtabs(), "a\tbc".expandtabs(4), "12".zfill(5), "-12".zfill(5), "+7".zfill(4), "abc".zfill(2))
print("abc".center(8, "*"), "abc".center(6), "ab".center(5), "x".ljust(3, "."), "x".rjust(3, "."))
for s in ["123", "١٢٣", "½", "²", "abc", "ABC", "Abc Def", "   ", "", "a1", "_x", "x y", "ⅫⅠ", "\t\n"]:
    print(repr(s), s.isdigit(), s.isdecimal(), s.isnumeric(), s.isalpha(), s.isalnum(), s.isupper(), s.islower(), s.istitle(), s.isspace(), s.isidentifier(), s.isprintable(), s.isascii())
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits, repr(string.whitespace))
print(string.punctuation, len(string.printable))
t = string.Template("Dear $name, you owe ${amount} dollars. $$5 fee.")
print(t.substitute(name="Al", amount=10), t.safe_substitute(name="Bo"))
try:
    t.substitute(name="Cy")
except KeyError as e:
    print("KeyError:", e)
print("find:", "hello".find("l"), "hello".rfind("l"), "hello".find("z"), "hello".index("e"), "hello".count("l"), "aaaa".count("aa"))
print("hello".startswith(("he", "x")), "hello".endswith("lo", 0, 5), "hello".startswith("ell", 1), "abc".find("c", -1))
print("-".join(["a", "b"]), "".join(reversed("stressed")), "ab" * 3, "Hello"[::-1], "hello world"[3:8:2])
print("ﬁ".upper(), "İ".lower(), len("İ".lower()), "ΣΑΣ".lower(), "ß".upper(), "ǅ".lower(), "ǅ".upper(), "ǅ".title())
print(sorted(["banana", "Apple", "cherry", "apple"]), sorted(["banana", "Apple", "cherry", "apple"], key=str.lower))
print(sorted(["b10", "a2", "b9", "a10"], key=lambda s: (s[0], int(s[1:]))), max(["aa", "b", "ccc"], key=len))
print("%s|%r|%a" % ("é", "é", "é"), ascii("naïve ☃"), repr("tab\there"), str(b"x"), "{:>6}".format("é"))
