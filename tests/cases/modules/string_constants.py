import string

print(string.ascii_letters)
print(string.ascii_lowercase, string.ascii_uppercase)
print(string.digits, string.hexdigits, string.octdigits)
print(string.punctuation)
print(repr(string.whitespace))
print(repr(string.printable))
print(len(string.printable), len(string.punctuation))
print(string.capwords("  hello   wORLD  foo "))
print(string.capwords("a-b-c", "-"))
print(string.capwords("x--y", "-"))
print(repr(string.capwords("")))
print(string.capwords("élan vital"))
print(string.capwords(s="one two", sep=" "))
try:
    string.capwords()
except TypeError as e:
    print(type(e).__name__, e)
print("a" in string.ascii_letters, "\x0b" in string.whitespace)
