# Mathematical bold letters normalize to eval.
# expect: refused NameError: name 'eval' is not available in Pyrite (no dynamic code execution)
print(𝐞𝐯𝐚𝐥("1 + 1"))
