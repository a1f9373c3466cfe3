import unicodedata

chars = ["a", "A", "1", " ", "\t", "\x00", "(", ")", "\u00ab", "\u00e9", "\u0301", "\u0316",
         "\u05d0", "\u0627", "\u0660", "\u06f1", "\u0915", "\u093f", "\u2028", "\u2029",
         "\u200b", "\u200d", "\u2067", "\u3000", "\u3042", "\uac00", "\u4e00", "\uff21",
         "\uff61", "\ud7a4", "\ue000", "\ufeff", "\uffff", "\U0001f600", "\U0001d7ce",
         "\U000e0001", "\U000f0000", "\U0010ffff", "\u20ac", "\u2160", "\u00bd", "\u2460",
         "\u0378", "\U00030000", "\U0003134b", "\u1f80", "\u0345"]
for c in chars:
    print(ascii(c), unicodedata.category(c), repr(unicodedata.bidirectional(c)),
          unicodedata.combining(c), unicodedata.east_asian_width(c),
          unicodedata.mirrored(c), repr(unicodedata.decomposition(c)))

# Counts over ranges, so many tables are exercised in few lines.
from collections import Counter
print(sorted(Counter(unicodedata.category(chr(i)) for i in range(0x3000) if not 0xD800 <= i < 0xE000).items()))
print(sorted(Counter(unicodedata.bidirectional(chr(i)) for i in range(0x800) if not 0xD800 <= i < 0xE000).items()))
print(sorted(Counter(unicodedata.east_asian_width(chr(i)) for i in range(0x10000) if not 0xD800 <= i < 0xE000).items()))
print(sum(unicodedata.mirrored(chr(i)) for i in range(0x10000) if not 0xD800 <= i < 0xE000))
print(sorted(Counter(unicodedata.combining(chr(i)) for i in range(0x300, 0x1000)).items()))
print(sum(1 for i in range(0x10000) if not 0xD800 <= i < 0xE000 if unicodedata.decomposition(chr(i))))
print([unicodedata.decomposition(c) for c in "\u00c5\u212b\ufb01\u2460\u3300\ufdfa\u1e9b"])
