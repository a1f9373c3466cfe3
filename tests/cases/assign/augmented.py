x = 10
x += 5; print(x)
x -= 3; print(x)
x *= 2; print(x)
x //= 5; print(x)
x %= 3; print(x)
x **= 10; print(x)
x <<= 2; print(x)
x >>= 1; print(x)
x |= 7; print(x)
x &= 12; print(x)
x ^= 5; print(x)
x /= 4; print(x)
s = "ab"
s += "c"; s *= 2
print(s)
f = 1.5
f **= 2
print(f)
