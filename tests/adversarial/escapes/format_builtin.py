# The format() built-in.
# expect: refused NotImplementedError: built-in 'format' is not supported
print(format(1, "x"))
