# An uncaught UnicodeDecodeError from reading bytes that are not UTF-8.
raw = b"name=caf\xc3\xa9;city=z\xfcrich"
for field in raw.split(b";"):
    print(field.decode("utf-8"))
