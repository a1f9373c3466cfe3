# A fullwidth e: Python NFKC-normalizes identifiers, so this is eval.
# expect: refused NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
print(ｅval("1 + 1"))
