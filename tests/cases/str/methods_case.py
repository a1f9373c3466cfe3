# title, swapcase, casefold and the character-class predicates, with CPython's Unicode 14 tables.
words = ["hello world", "HELLO wORLD", "they're bill's", "ǆemal ǉubljana", "ﬁsh ßtraße",
         "ΣΑΣ ΟΔΟΣ", "élan vital", "3rd-place_x", "", "a1b2 c3", "ǅ", "ᾳ ᾼ"]
for w in words:
    print(w.title(), w.swapcase(), w.casefold(), w.istitle(), w.title().istitle(),
          w.upper(), w.lower(), w.capitalize())
print("ΌΣΟΣ Σ ΑΣ. ΑΣ'Σ".lower(), "ΌΣΟΣ Σ ΑΣ. ΑΣ'Σ".swapcase(), "ΌΣΟΣ".title())
print("ß".casefold() == "SS".casefold(), "ﬀ".casefold(), "İ".casefold(), "ῼ".casefold())
chars = ["a", "Z", "5", "٣", "²", "½", "Ⅻ", "一", "𝟘", " ", "\t", "\x00", "\u200b", "é",
         "ा", "_", "ǅ", "ª", "\u3000", "\xa0", "~", "\U0001F600", "\ufffd", "\ud7ff"]
for c in chars:
    print(repr(c), c.isalpha(), c.isalnum(), c.isdecimal(), c.isdigit(), c.isnumeric(),
          c.isprintable(), c.isidentifier(), c.isascii(), c.isspace(), c.islower(),
          c.isupper(), c.istitle())
for s in ["", "abc", "ab c", "_x1", "1x", "class", "é_ü", "x\u0300", "\u0300x", "a-b", "Ǆx",
          "Hello World", "Hello world", "HELLO", "Hello  World!", "123", "١٢٣", "12½"]:
    print(repr(s), s.isidentifier(), s.istitle(), s.isdecimal(), s.isnumeric(), s.isdigit(),
          s.isprintable(), s.isascii(), s.isalnum(), s.isalpha())
