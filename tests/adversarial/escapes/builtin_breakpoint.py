# breakpoint() would start a debugger.
# expect: refused NameError: name 'breakpoint' is not available in Pyrite (no debugger)
breakpoint()
