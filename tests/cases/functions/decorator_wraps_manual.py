def plain_deco(func):
    def wrapper(*a, **k):
        return func(*a, **k)
    return wrapper
def named_deco(func):
    def wrapper(*a, **k):
        return func(*a, **k)
    wrapper.__name__ = func.__name__
    wrapper.wrapped = func
    return wrapper
@plain_deco
def alpha():
    return 1
@named_deco
def beta():
    return 2
print(alpha.__name__, alpha())
print(beta.__name__, beta(), beta.wrapped())
print(beta.wrapped.__name__)
def timed_label(label):
    def deco(func):
        def wrapper(*a):
            out = func(*a)
            return f"[{label}] {func.__name__}{a} = {out}"
        return wrapper
    return deco
@timed_label("calc")
def power(b, e):
    return b ** e
print(power(2, 10))
print(power(3, 3))
