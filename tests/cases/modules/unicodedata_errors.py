import unicodedata

calls = [
    lambda: unicodedata.name("ab"),
    lambda: unicodedata.name(""),
    lambda: unicodedata.name(1),
    lambda: unicodedata.name(b"a"),
    lambda: unicodedata.name(),
    lambda: unicodedata.name("a", 1, 2),
    lambda: unicodedata.name(chr=1),
    lambda: unicodedata.name("\x00"),
    lambda: unicodedata.category("ab"),
    lambda: unicodedata.category(),
    lambda: unicodedata.category("a", "b"),
    lambda: unicodedata.category(c="a"),
    lambda: unicodedata.bidirectional(None),
    lambda: unicodedata.combining(b"a"),
    lambda: unicodedata.east_asian_width([]),
    lambda: unicodedata.mirrored("ab"),
    lambda: unicodedata.decomposition(3.5),
    lambda: unicodedata.decimal(""),
    lambda: unicodedata.decimal(),
    lambda: unicodedata.decimal("1", 2, 3),
    lambda: unicodedata.digit(7),
    lambda: unicodedata.numeric("12"),
    lambda: unicodedata.lookup(),
    lambda: unicodedata.lookup("a", "b"),
    lambda: unicodedata.lookup(name="a"),
    lambda: unicodedata.lookup(1),
    lambda: unicodedata.lookup([]),
    lambda: unicodedata.lookup(bytearray(b"SPACE")),
    lambda: unicodedata.normalize("NFC"),
    lambda: unicodedata.normalize("NFC", "a", "b"),
    lambda: unicodedata.normalize(1, "a"),
    lambda: unicodedata.normalize("NFC", 1),
    lambda: unicodedata.normalize(1, 2),
    lambda: unicodedata.normalize("X", "a"),
    lambda: unicodedata.normalize(form="NFC", unistr="a"),
    lambda: unicodedata.is_normalized("NFC", b"a"),
    lambda: unicodedata.is_normalized("NFC"),
]
for call in calls:
    try:
        print(repr(call()))
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__, e)
unicodedata.lookup("NO SUCH CHARACTER")
