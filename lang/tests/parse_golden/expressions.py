a or b or c
a and b and c
a or b and c
(a or b) or c
not a
not not a
a if b else c
a if b else c if d else e
lambda: 0
lambda x: x
lambda x, y=1, *a, z, w=2, **k: 0
lambda x, /, y: 0
lambda *, k: 0
a < b
a < b < c
a == b != c <= d >= e > f
a in b
a not in b
a is b
a is not b
a | b ^ c & d
a << b >> c
a + b - c
a * b / c // d % e @ f
-a
+a
~a
-2**2
2**-1
2**3**4
-a**-b
a.b.c
a[0]
a[0][1]
a[1:2]
a[::3]
a[1:2, ::3]
a[:, 0]
a[...]
a[x, y]
a[*b]
a[()]
f()
f(a)
f(a, b)
f(a, *b, c=1, **d)
f(*a, *b, **c, **d)
f(a=1)(b)
f(x for x in y)
f(x for x in y if x)
f(**a, b=1)
(x := 5)
f(x := 1)
[y := 1, 2]
a[x := 1]
(a)
((a))
()
(a,)
(a, b)
(a, b,)
(*a, b)
[]
[a]
[a, *b]
[a, b,]
{}
{a: 1}
{a: 1, **b, c: 2}
{**a}
{a}
{a, *b}
[x for x in y]
[x for x in y if x if z]
[x for x in y for z in x]
[(x, y) for x, y in z]
{x for x in y}
{k: v for k, v in items}
(x for x in y)
[x async for x in y]
x = await y
...
None
True
False
print(a, b, sep="")
a.b(c).d[e](f)
x = a if b else lambda: c
x = lambda: (yield)
