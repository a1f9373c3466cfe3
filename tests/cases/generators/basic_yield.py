def count_up(n):
    print("start")
    for i in range(n):
        print("yielding", i)
        yield i
    print("end")
g = count_up(3)
print("created, nothing ran yet")
print(next(g))
print(next(g))
print(list(g))
def letters():
    yield "a"
    yield "b"
    yield "c"
print(list(letters()), "".join(letters()))
for x in letters():
    print(x, end=" ")
print()
def squares(n):
    i = 0
    while i < n:
        yield i * i
        i += 1
print(sum(squares(5)), max(squares(4)), sorted(squares(4), reverse=True))
def empty():
    return
    yield
print(list(empty()))
print(type(count_up(1)).__name__)
def two_gens():
    a = letters()
    b = letters()
    return next(a), next(a), next(b)
print(two_gens())
