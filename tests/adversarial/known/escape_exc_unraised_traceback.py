# An exception that was never raised has no traceback: CPython prints None. Pyrite hands out a
# traceback object (a wrong answer, and an object CPython would not give).
# expect: ok
# stdout: None
# now: ok
print(Exception("never raised").__traceback__)
