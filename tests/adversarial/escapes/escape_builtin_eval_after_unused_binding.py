# A refused built-in's name that the script binds somewhere but never at run time: CPython
# would fall back to the built-in eval; Pyrite refuses at run time with the checker's reason,
# never a NameError CPython would not raise.
# expect: error NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
for eval in []:
    pass
print(eval("1 + 1"))
