# \N{NAME} escapes: any case, in plain, f- and format-spec text; algorithmic names too.
print("\N{BULLET} item", "\N{bullet}", "\N{Em Dash}".encode if False else "\N{Em Dash}")
print("\N{GREEK SMALL LETTER ALPHA}\N{GREEK SMALL LETTER OMEGA}", len("\N{SNOWMAN}"))
print("\N{CJK UNIFIED IDEOGRAPH-4E2D}\N{HANGUL SYLLABLE HAN}", "\N{TIBETAN LETTER -A}")
n = 3
print(f"\N{BLACK STAR} {n} \N{WHITE STAR}", f"{n:\N{MIDDLE DOT}>6}", f"{{\N{DIGIT ZERO}}}")
print(ascii("\N{LATIN SMALL LETTER E WITH ACUTE}\N{EURO SIGN}\N{GRINNING FACE}"))
print("a\\N{BULLET}", r"\N{BULLET}", "\N{SPACE}" == " ", "\N{NO-BREAK SPACE}" == "\xa0")
