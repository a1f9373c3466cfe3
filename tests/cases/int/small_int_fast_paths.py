# The dispatch loop computes + - * // % & | ^ of two small ints inline: every sign, the
# i64 edges (overflow goes to bigints) and division by zero, as CPython.
vals = [0, 1, -1, 2, -2, 3, -3, 7, -7, 9223372036854775807, -9223372036854775808, 2**40, -(2**40)]
out = []
for a in vals:
    for b in vals:
        for f in (lambda a, b: a + b, lambda a, b: a - b, lambda a, b: a * b, lambda a, b: a & b, lambda a, b: a | b, lambda a, b: a ^ b):
            out.append(f(a, b))
        if b:
            out.append(a // b); out.append(a % b)
            x = a; x //= b; out.append(x)
            x = a; x %= b; out.append(x)
        else:
            for g in (lambda: a // b, lambda: a % b):
                try: g()
                except ZeroDivisionError as e: out.append(str(e))
        x = a; x ^= b; x &= a; x |= b; x *= 3; out.append(x)
print(len(out))
print(out)
