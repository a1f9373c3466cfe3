import unicodedata

# name(): plain, algorithmic (Hangul, CJK), unnamed, default.
for c in ["a", "A", " ", "\u00e9", "\u20ac", "\uac00", "\ud7a3", "\u4e00", "\U0002a6df",
          "\uf900", "\U00018b00", "\U0001b170", "\U0001f600", "\u0301", "\ufeff"]:
    print(ascii(c), unicodedata.name(c))
print(unicodedata.name("\x00", None))
print(unicodedata.name("\U00017000", "no name"))
print(unicodedata.name("\U000e0000", 0))
print(unicodedata.name("\U0010ffff", []))

# lookup(): any case, aliases, named sequences, algorithmic spellings.
for n in ["LATIN SMALL LETTER A", "latin small letter a", "Euro Sign", "SNOWMAN",
          "HANGUL SYLLABLE GAG", "HANGUL SYLLABLE A", "HANGUL SYLLABLE GGAGG",
          "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPH-04E00",
          "CJK UNIFIED IDEOGRAPH-2A6DF", "CJK COMPATIBILITY IDEOGRAPH-F900",
          "cjk compatibility ideograph-f900", "khitan small script character-18b00",
          "NBSP", "nbsp", "BYTE ORDER MARK", "NEW LINE", "LATIN CAPITAL LETTER GHA",
          "LATIN CAPITAL LETTER OI", "KEYCAP NUMBER SIGN", "TAMIL SYLLABLE KSSA",
          "latin capital letter a with macron and grave", b"SPACE", b"latin small letter b"]:
    print(ascii(n), ascii(unicodedata.lookup(n)))

for n in ["xx", "", "hangul syllable ga", "HANGUL SYLLABLE", "HANGUL SYLLABLE GA ",
          "HANGUL SYLLABLE GAX", "cjk unified ideograph-4E00", "CJK UNIFIED IDEOGRAPH-4e00",
          "CJK UNIFIED IDEOGRAPH-A000", "CJK UNIFIED IDEOGRAPH-123456",
          "TANGUT IDEOGRAPH-17000", "LATIN SMALL LETTER A ", "LATIN_SMALL_LETTER_A",
          "latinsmalllettera", "\u00e9", "LATIN SMALL LETTER A\x00", "x" * 257, "A" * 256]:
    try:
        print(ascii(unicodedata.lookup(n)))
    except KeyError as e:
        print(type(e).__name__, ascii(str(e)))

# Round trips.
for c in "aZ\u00e9\u0416\u05d0\u0627\u0915\u3042\uac01\u4e01\U0001f40d":
    print(unicodedata.lookup(unicodedata.name(c)) == c)
print(unicodedata.unidata_version)
