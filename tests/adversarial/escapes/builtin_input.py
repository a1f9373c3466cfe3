# input() reads the console.
# expect: refused NameError: name 'input' is not available in Pyrite (no console input)
name = input()
