def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)
print(fact(10), fact(25))
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print([fib(i) for i in range(15)])
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(10), is_odd(7), is_even(7))
def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)
print(depth(900))
def hanoi(n, a, b, c, moves):
    if n == 0:
        return moves
    moves = hanoi(n - 1, a, c, b, moves)
    moves.append((a, c))
    return hanoi(n - 1, b, a, c, moves)
m = hanoi(4, "A", "B", "C", [])
print(len(m), m[:5])
