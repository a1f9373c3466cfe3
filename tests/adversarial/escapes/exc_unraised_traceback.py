# An exception that was never raised has no traceback: None, as in CPython (no traceback
# object handed out).
# expect: ok
# stdout: None
print(Exception("never raised").__traceback__)
