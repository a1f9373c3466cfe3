# Calling a built-in's __format__ special method works as in CPython.
# expect: ok
# stdout: ff   ab
print((255).__format__("x"), "ab".__format__(">4"))
