# A named sequence is not a \N{...} name (only unicodedata.lookup knows it): CPython's error.
print("ok")
print("\N{LATIN CAPITAL LETTER A WITH MACRON AND GRAVE}")
