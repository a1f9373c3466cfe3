# pyrite-refuses: NotImplementedError: unicodedata.ucd_3_2_0 is not supported
# pyrite-exit: 1
import unicodedata

print(unicodedata.normalize("NFC", "e\u0301") == "\u00e9")
print(unicodedata.ucd_3_2_0.normalize("NFC", "a"))
