# Fullwidth o and p normalize to open.
# expect: refused NameError: name 'open' is not available in Pyrite (no file access)
print(ｏｐen("/etc/passwd"))
