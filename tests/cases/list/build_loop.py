squares = []
for i in range(10):
    squares.append(i * i)
print(squares)
evens = []
i = 0
while len(evens) < 5:
    if i % 2 == 0:
        evens.append(i)
    i += 1
print(evens)
stack = []
for ch in "abcde":
    stack.append(ch)
out = []
while stack:
    out.append(stack.pop())
print(out)
print(sum(squares), max(squares), min(squares))
