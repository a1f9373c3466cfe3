# re corners agents run into: empty matches in sub/split/findall, lazy quantifiers, VERBOSE
# and DOTALL, optional groups, lastindex/lastgroup, escape, fullmatch and Pattern attributes.
import re

print(re.sub("x*", "-", "abxd"), re.sub("", "|", "abc"), re.sub("a|", "_", "banana"))
print(re.split(r"\b", "hi there"), re.split("x*", "axbc"), re.split(r"(?:,|;)\s*", "a, b;c,  d"))
print(re.findall(r"\w*", "ab cd"), re.findall(r"a?", "baa"), re.findall(r"(a)(b)?", "ab a"))
print([m.span() for m in re.finditer(r"\d*", "1a22")])
print(re.search(r"<.+>", "<a><b>").group(), re.search(r"<.+?>", "<a><b>").group(), re.findall(r"a{2,3}?", "aaaaaaa"))
pat = re.compile(r"""
    (?P<key>[a-z_]+)   # the key
    \s*=\s*
    (?P<val>"[^"]*"|\d+)  # a string or a number
""", re.VERBOSE)
for m in pat.finditer('name = "pyrite"  level=3 bad= x_y="z"'):
    print(m.group("key"), m.group("val"), m.lastgroup, m.lastindex, m.span("val"))
print(re.findall(r"a.c", "a\nc abc", re.DOTALL), re.findall(r"a.c", "a\nc abc"))
print(re.findall(r"^\w+", "one\ntwo\nthree", re.M), re.findall(r"\w+$", "one\ntwo"), re.search(r"\Aone", "one"))
m = re.match(r"(\d+)(?:\.(\d+))?(x)?", "12")
print(m.groups(), m.groups("-"), m.group(2), m.lastindex, m.string, m.re.pattern, m.pos, m.endpos)
print(re.fullmatch(r"\d{3}-\d{4}", "555-1234") is not None, re.fullmatch(r"\d{3}", "5555"), re.match("b", "ab"))
print(re.escape("1+1=2? [yes] (a.b) $5 ^_^ a-b"), re.escape("ü tab\t"))
p = re.compile(r"(?P<a>x)(y)", re.I)
print(p.pattern, p.flags == re.I | re.U, p.groups, p.search("zXY").group(0, 1, 2))
print(re.sub(r"(\w+)@(\w+)\.com", r"\2 at \1", "joe@site.com, ann@corp.com"))
print(re.sub(r"\s+", " ", "  lots   of\t\tspace \n here "), re.sub(r"^\s+|\s+$", "", "  trim  "))
print(re.sub(r"(?i)hello", "bye", "Hello HELLO hello"), re.sub("a", "b", "aaaa", count=2))
print(re.sub(r"\d", lambda m: str(int(m.group()) * 2), "a1b2c3d9"), re.subn("o", "0", "foo boo"))
print(re.sub(r"(?P<w>\w+)", r"<\g<w>>", "a bc"), re.sub(r"(x)", r"\g<1>0", "x"), re.sub("a", r"\n", "bab"))
print(re.findall(r"[A-Z][a-z]+|\d+", "HelloWorld42Foo7"), re.findall(r"[^\W\d_]+", "ab1_cd éf"))
print(re.findall(r"\bcat\b", "cat concat cat's catalog"), re.findall(r"colou?r", "color colour colr"))
print(re.match(r"(a|b)*c", "ababc").group(1), re.match(r"(?:(a)|b)+", "ab").groups())
words = re.compile(r"[a-z']+", re.IGNORECASE)
print(words.findall("It's a dog's life, isn't it?"), words.sub(lambda m: m[0].upper(), "mixed Case"))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e)
try:
    re.compile(r"a{2,1}")
except re.error as e:
    print("re.error:", e)
print(re.compile(r"\d+").match("ab123", 2).group(), re.compile(r"\d+").search("12ab34", 1, 5).group())
print(re.split(r"(\d)", "a1b2c", maxsplit=1), re.findall(r"(?m)^#\s*(.*)$", "# one\ncode\n#two"))
print(bool(re.search(r"\d", "abc")), re.search(r"(?P<n>\d+)", "x42").groupdict(), re.match(r"\s*$", ""))
