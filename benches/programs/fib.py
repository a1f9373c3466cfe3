# Recursive Fibonacci: function calls, comparisons and small-int arithmetic.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


N = 34
print(fib(N))
