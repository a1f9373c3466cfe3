def shout(func):
    def wrapper(*args, **kwargs):
        result = func(*args, **kwargs)
        return result.upper() + "!"
    return wrapper
@shout
def greet(name):
    return f"hello {name}"
print(greet("ann"))
print(greet.__name__)
def trace(func):
    def wrapper(*args, **kwargs):
        print("call", func.__name__, args, kwargs)
        r = func(*args, **kwargs)
        print("ret", r)
        return r
    wrapper.__name__ = func.__name__
    return wrapper
@trace
def add(a, b=0):
    return a + b
add(1, b=2)
add(5)
print(add.__name__)
def count_calls(func):
    calls = 0
    def wrapper(*a):
        nonlocal calls
        calls += 1
        print(f"{func.__name__} call #{calls}")
        return func(*a)
    return wrapper
@count_calls
def sq(x):
    return x * x
print(sq(3), sq(4))
def identity_deco(func):
    print("decorating", func.__name__)
    return func
@identity_deco
def plain():
    return "plain"
print(plain())
