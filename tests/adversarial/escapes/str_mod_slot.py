# str.__mod__ is printf-style formatting, the same as the '%' operator: the slot gives its result.
# expect: ok
# stdout: 1 NotImplemented
print("%s".__mod__(1), "%s".__rmod__(1))
