# open does not exist.
# expect: refused NameError: name 'open' is not available in Pyrite (no file access)
print(open("/etc/passwd").read())
