# A while loop with integer arithmetic and branches: the interpreter's dispatch loop.
N = 3000000
i = 0
acc = 0
while i < N:
    if i % 3 == 0:
        acc += i
    elif i % 5 == 1:
        acc -= i // 2
    else:
        acc ^= i
    i += 1
print(acc)
