# CPython spells the algorithmic names with case-sensitive prefixes and syllables.
print("\N{HANGUL SYLLABLE GA}")
print("\N{hangul syllable ga}")
