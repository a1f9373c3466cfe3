import unicodedata

for c in ["0", "9", "\u0660", "\u06f9", "\u0966", "\uff15", "\U0001d7ce", "\u00b2", "\u2460",
          "\u2189", "\u00bd", "\u2153", "\u216b", "\u4e00", "\u4e07", "\u5146", "\u3405",
          "\U0001f10c", "\u0f33", "\u2182", "a", "\u2cfd", "\U00012432", "\u1372"]:
    print(ascii(c), unicodedata.decimal(c, None), unicodedata.digit(c, None),
          unicodedata.numeric(c, None))

print(unicodedata.decimal("a", -1), unicodedata.digit("a", "d"), unicodedata.numeric("a", 1.5))
for f, msg in [(unicodedata.decimal, "decimal"), (unicodedata.digit, "digit"),
               (unicodedata.numeric, "numeric")]:
    for c in ["a", "\u00bd", "\u00b2"]:
        try:
            print(msg, ascii(c), f(c))
        except ValueError as e:
            print(msg, ascii(c), type(e).__name__, e)

print(sum(1 for i in range(0x20000) if not 0xD800 <= i < 0xE000 if unicodedata.numeric(chr(i), None) is not None))
print(sum(unicodedata.decimal(chr(i), 0) for i in range(0x20000) if not 0xD800 <= i < 0xE000))
print(sum(unicodedata.numeric(chr(i), 0) for i in range(0x2100, 0x2200)))
