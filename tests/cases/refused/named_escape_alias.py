# pyrite-refuses: NotImplementedError: a \N{...} escape with a name alias or a loosely matched name (write the character's name exactly, or use \u/\U) is not supported
print("\N{LATIN SMALL LETTER GHA}")
