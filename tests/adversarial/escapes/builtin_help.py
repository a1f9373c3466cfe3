# help() is the interactive help system.
# expect: refused NameError: name 'help' is not available in Pyrite (no interactive help)
help(print)
