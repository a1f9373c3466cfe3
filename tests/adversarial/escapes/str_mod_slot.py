# str.__mod__ is printf-style formatting, which Pyrite refuses for '%': the slot gets the same
# refusal, never a false AttributeError.
# expect: error NotImplementedError: printf-style '%' string formatting is not supported
print("%s".__mod__(1))
