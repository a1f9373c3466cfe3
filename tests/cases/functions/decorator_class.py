class CountCalls:
    def __init__(self, func):
        self.func = func
        self.calls = 0
    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.func(*args, **kwargs)
@CountCalls
def square(x):
    return x * x
print(square(3), square(4), square(5))
print(square.calls)
print(type(square).__name__)
class Memo:
    def __init__(self, func):
        self.func = func
        self.cache = {}
        self.misses = 0
    def __call__(self, n):
        if n not in self.cache:
            self.misses += 1
            self.cache[n] = self.func(n)
        return self.cache[n]
@Memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30))
print(fib.misses)
class Prefix:
    def __init__(self, text):
        self.text = text
    def __call__(self, func):
        def wrapper(*a):
            return self.text + str(func(*a))
        return wrapper
@Prefix("result=")
def plus(a, b):
    return a + b
print(plus(2, 3))
print(callable(square), callable(Prefix), callable(3))
