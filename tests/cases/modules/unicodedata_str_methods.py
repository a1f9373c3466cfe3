import unicodedata

# str methods and int() that rest on the same properties agree with unicodedata.
print(sum(1 for i in range(0x30000) if not 0xD800 <= i < 0xE000 if chr(i).isdecimal() != (unicodedata.decimal(chr(i), None) is not None)))
print(sum(1 for i in range(0x30000) if not 0xD800 <= i < 0xE000 if chr(i).isdigit() != (unicodedata.digit(chr(i), None) is not None)))
print(sum(1 for i in range(0x30000) if not 0xD800 <= i < 0xE000 if chr(i).isnumeric() != (unicodedata.numeric(chr(i), None) is not None)))
print(int("\u0663"), int("\u0661\u0662\u0663"), int("\uff14\uff12"), float("\u0663.\u0665"))
print("\u0663".isdecimal(), "\u00b2".isdigit(), "\u00b2".isdecimal(), "\u00bd".isnumeric())
print("\u00e9t\u00e9".isidentifier(), "e\u0301".isidentifier(), "\u2160x".isidentifier())
