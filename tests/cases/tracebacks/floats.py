def integrate(n):
    total = 0.0
    dx = 1.0 / n
    x = 0.0
    for i in range(n):
        total += x * x * dx + 0.5 * dx
        x += dx
    return total
print(integrate(20000))
