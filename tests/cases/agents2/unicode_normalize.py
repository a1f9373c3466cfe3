# Normalising user names with unicodedata: NFC/NFD/NFKC/NFKD, stripping accents,
# categories and names of characters, and a slug function.
import unicodedata as ud
import re

names = ["Ångström", "Zoë", "São Paulo", "ﬁne ｆｕｌｌｗｉｄｔｈ", "Crème Brûlée", "Dvořák", "ＡＢＣ①", "e\u0301"]
for n in names:
    nfd = ud.normalize("NFD", n)
    print(n, len(n), len(nfd), len(ud.normalize("NFC", nfd)), ud.normalize("NFKC", n), ud.is_normalized("NFC", n))


def strip_accents(s):
    return "".join(c for c in ud.normalize("NFKD", s) if not ud.combining(c))


def slug(s):
    s = strip_accents(s).lower()
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


print([strip_accents(n) for n in names])
print([slug(n) for n in names])
for ch in "aZ5 _-€é\u0301\u00a0中😀\t":
    print(repr(ch), ud.category(ch), ud.name(ch, "?"), ud.bidirectional(ch), ud.combining(ch), ud.east_asian_width(ch), ud.mirrored(ch))
print(ud.lookup("SNOWMAN"), ud.lookup("LATIN SMALL LETTER E WITH ACUTE"), "\N{BLACK HEART SUIT}", "\N{greek small letter alpha}")
print(ud.decimal("7"), ud.digit("²"), ud.numeric("½"), ud.numeric("Ⅻ"), ud.decimal("x", -1))
try:
    ud.name("\x00")
except ValueError as e:
    print("ValueError:", e)
try:
    ud.lookup("NOT A REAL NAME")
except KeyError as e:
    print("KeyError:", e)
print(ud.unidata_version, ud.decomposition("é"), ud.decomposition("ﬁ"), ud.decomposition("a"))
print(sorted(["zoë", "zoe", "Zoe", "zoé"], key=lambda s: strip_accents(s).casefold()))
print("straße".casefold() == "STRASSE".casefold(), ud.normalize("NFC", "e\u0301") == "é", "é" == "e\u0301")
