def a():
    b()
def b():
    c()
def c():
    1 / 0
a()
