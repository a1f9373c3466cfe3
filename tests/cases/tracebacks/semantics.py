l = [1, 2, 3]
for x in l:
    if x < 3:
        l.append(x * 10)
print(l)
def helper(n):
    return n * 2
def outer(n):
    return helper(n) + 1
print(outer(5))
def acc(n, total=0):
    if n == 0:
        return total
    return acc(n - 1, total + n)
print(acc(100))
print(repr("\x00\x07\x1b é \u200b \U0001F600 \\ '"), repr('"'), repr("'\""))
print(1e22, 1.0e-10, 123456789.123456789, float('inf'), -float('inf'), 1e21, 1e-4, 12345.678e10)
print(2**53 + 1 == float(2**53 + 1), 2**53 + 1 > float(2**53), 10**30 == 1e30, 10**400 > 1e308)
d = {"a": 1, "b": 2, "c": 3}
del d["a"]
d["a"] = 4
d["b"] += 10
print(d, list(d.items()))
cnt = {}
for ch in "mississippi":
    cnt[ch] = cnt.get(ch, 0) + 1
print(cnt)
arr = [1, 2, 3]
arr[1] *= 5
arr[-1] -= 1
a0 = arr[0] = 7
print(arr, a0)
i = 0
while i < 5:
    i += 1
    if i == 3:
        break
else:
    print("not printed")
print(i)
x = 100
sq = [x * x for x in range(4)]
print(x, sq, [[i * j for j in range(3)] for i in range(3)])
print([(a, b) for a, (b, c) in [(1, (2, 3)), (4, (5, 6))]])
f = lambda v: v * 2
print(f(21), (lambda: 7)())
def setg():
    global newg
    newg = "set"
setg()
print(newg)
print(-2**63 // -1, abs(-2**63), 2**64 % 7, (-2**63) * -1, -(-2**63))
print("ss" in "mississippi", "x" not in "abc", 3 in [1, 2, 3], 4 in (1, 2), "a" in {"a": 1})
w = 8
print(f"{3.14159:{w}.3f}|{'ab':>{w}}|{42:x}|{255:#o}|{1234567.891:,.2f}|{-5:+d}|{0.000123:e}|{12:b}")
print(int('0x1f', 16), int('0x1f', 0), int('-  7'.replace(' ', '')), int('1_000'), float(' -1.5e-3 '))
print(True + True, True * 3.5, -True, True / 2, False ** 0, 5 + False)
print([1, [2, 3]] == [1, [2, 3]], (1, 2) == (1, 2.0), [1] == (1,), {"a": [1]} == {"a": [1]})
n = None
print(n is None, n is not None, n == None)
s = "Ünïcödé straße"
print(s.upper(), s.lower(), s[::-1], s[2:9:2], len(s), s.find("straße"), s.split("c"))
sl = list(range(10))
print(sl[::-1], sl[-3:], sl[:-7:-2], sl[100:], sl[-100:2], sl[5:2], sl[::3])
print("end", end="")
print(" continued", end="!\n")
print(list(range(10, -10, -4)), -6 in range(10, -10, -4), 7 in range(10, -10, -4), range(10, -10, -4)[2])
del sl[2:8:2]
print(sl)
for idx, (p, q) in enumerate([(1, 2), (3, 4)]):
    print(idx, p, q)
print(sorted([3.5, 1, 2.25, -1]), sorted(["b", "A", "a"]), sorted([(2, "b"), (1, "z"), (2, "a")]))
print(max([1, 5, 3], key=abs), min(["bbb", "a", "cc"], key=len), sorted(["bbb", "a", "cc"], key=len))
print(str(10**20), 10**20 // 3, -10**20 % 7, divmod(-10**20, 7), 10**20 / 3, hex(-255), bin(-3))
print(round(0.5), round(1.5), round(-0.5), round(2.675, 2), round(1234, -2), round(1250, -2))
print(1/3, 2/3, 0.1*3, 1e308*10, -1e308*10, 5 % 3.0, -5 // 2.0, 2**-2, 4**0.5, (-8)**(1/3) if False else 0)
print(chr(0x1F600), ord("€"), "€".encode if False else "", str(True), str(None), bool("False"))
t = (1, 2, 3)
a, b, c = t
print(a + b + c, t[1:], t * 2, t + (4,), t.index(2), t.count(1), len(t))
e = []
print(e or "empty", [] == [], [] is [], not None)
