def tag(name):
    def deco(func):
        def wrapper():
            return f"<{name}>{func()}</{name}>"
        return wrapper
    return deco
@tag("b")
@tag("i")
def text():
    return "hi"
print(text())
def first(func):
    print("applying first")
    def w():
        print("first before")
        func()
        print("first after")
    return w
def second(func):
    print("applying second")
    def w():
        print("second before")
        func()
        print("second after")
    return w
@first
@second
def body():
    print("body")
body()
def add_one(f):
    return lambda x: f(x) + 1
def double(f):
    return lambda x: f(x) * 2
@add_one
@double
def ident(x):
    return x
@double
@add_one
def ident2(x):
    return x
print(ident(5), ident2(5))
