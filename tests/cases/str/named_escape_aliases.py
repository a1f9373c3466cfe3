# \N{...} accepts Unicode 14's name aliases (any case), as CPython 3.11 does; named sequences
# are unicodedata.lookup's only.
import unicodedata
print(ascii("\N{LATIN SMALL LETTER GHA}"), ascii("\N{LATIN CAPITAL LETTER GHA}"))
print(ascii("\N{BOM}"), ascii("\N{bom}"), ascii("\N{Line Feed}"), ascii("\N{NBSP}"))
print(ascii("\N{BYTE ORDER MARK}"), ascii("\N{ZWJ}"), ascii("\N{VS1}"), ascii("\N{nul}"))
print(ascii("a\N{TAB}b\N{CR}\N{LF}"), len("\N{ZERO WIDTH NO-BREAK SPACE}\N{BOM}"))
print("\N{BOM}" == unicodedata.lookup("BOM"), unicodedata.name("\N{LF}", None))
print(ascii(unicodedata.lookup("LATIN CAPITAL LETTER A WITH MACRON AND GRAVE")))
print(ascii(f"{1}\N{SPACE}\N{EM SPACE}"))
