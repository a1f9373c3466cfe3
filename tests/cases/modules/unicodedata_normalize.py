import unicodedata

samples = ["", "abc", "\u00e9", "e\u0301", "\u00c5", "A\u030a", "\u212b", "\u1e9b\u0323",
           "\u0071\u0307\u0323", "\u1e0b\u0323", "\u1100\u1161\u11a8", "\uac00\u11a8",
           "\uac01", "\ufb01", "\u2460", "\u3300", "\ufdfa", "\u0344", "\u0958", "\u2126",
           "\u00bd", "a\u0328\u0301", "a\u0301\u0328", "\u05b8\u05b9\u05b1\u0591\u05c3",
           "\u0f73", "\u0b47\u0b3e", "\u0cc6\u0cc2\u0cd5", "\u304b\u3099", "\u30cf\u309a",
           "\U0001d15e", "\U0001d160", "\u1025\u102e", "e\u0301\u0301", "\u0301e",
           "\u1100\u1100\u1161", "\u1161\u11a8", "\uff76\uff9e", "x\u0305\u0305\u0305"]
for s in samples:
    print(ascii(s), [ascii(unicodedata.normalize(f, s)) for f in ("NFC", "NFD", "NFKC", "NFKD")],
          [unicodedata.is_normalized(f, s) for f in ("NFC", "NFD", "NFKC", "NFKD")])

text = "Ame\u0301lie \u00e9t\u00e9 \ufb03 \u2163 \uac00\u11a8 " * 3
print(ascii(unicodedata.normalize("NFKC", text)))
print(len(unicodedata.normalize("NFKD", "\ufdfa" * 50)))
print(unicodedata.normalize("NFC", "plain ascii") == "plain ascii")
print(unicodedata.normalize("X", ""), unicodedata.is_normalized("X", ""))
for form in ["nfc", "NFC ", "", "NFKX"]:
    try:
        unicodedata.normalize(form, "a")
    except ValueError as e:
        print(ascii(form), type(e).__name__, e)
    try:
        unicodedata.is_normalized(form, "a")
    except ValueError as e:
        print(ascii(form), type(e).__name__, e)
