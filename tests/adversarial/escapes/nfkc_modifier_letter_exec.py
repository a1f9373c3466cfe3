# A modifier letter small e (U+1D49) normalizes to e: exec.
# expect: refused NameError: name 'exec' is not available in Pyrite (no dynamic code execution)
ᵉxec("print(1)")
