global counter
counter = 0
def bump():
    global counter
    counter += 1
    return counter
bump()
bump()
print(counter)
global a, b
a = b = "module"
print(a, b)
def make_global():
    global created_later
    created_later = "made inside a function"
make_global()
print(created_later)
def reads_global():
    return counter * 10
print(reads_global())
def shadow():
    counter = -1
    return counter
print(shadow(), counter)
def delete_global():
    global created_later
    del created_later
delete_global()
try:
    print(created_later)
except NameError as e:
    print(type(e).__name__, e)
