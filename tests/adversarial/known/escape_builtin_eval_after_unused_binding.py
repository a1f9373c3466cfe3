# A refused built-in's name that the script binds somewhere but never at run time: CPython
# falls back to the built-in eval and prints 2. Pyrite admits the program (the name is the
# script's own) and then raises a NameError CPython would not raise: a silent difference.
# It should refuse at run time, as the checker does for an unbound use.
# Where: runtime/src/vm/exec.rs `name_error` (the global lookup's fallback).
# expect: error NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
# now: error NameError: name 'eval' is not defined
for eval in []:
    pass
print(eval("1 + 1"))
