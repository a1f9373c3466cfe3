# Float arithmetic in a loop: a Leibniz series for pi and a damped oscillator.
N = 1500000
s = 0.0
sign = 1.0
k = 0
while k < N:
    s += sign / (2 * k + 1)
    sign = -sign
    k += 1
x = 1.0
v = 0.0
dt = 0.001
for _ in range(N):
    a = -x - 0.1 * v
    v += a * dt
    x += v * dt
print(4 * s, x, v)
