# str.__mod__ is printf-style formatting: Pyrite refuses '%' on str, but the slot wrapper is a
# false AttributeError instead of the same refusal.
# expect: error NotImplementedError: printf-style '%' string formatting is not supported
# now: error AttributeError: 'str' object has no attribute '__mod__'
print("%s".__mod__(1))
