x = 1
a = b = c = 2
a, b = b, a
[a, *b] = c
(a, b), c = d
*a, b = c
x.y = 1
x[0] = 1
x[1:2] = y
x += 1
x -= 1; x *= 2; x /= 3; x //= 4; x %= 5; x **= 6; x @= m
x >>= 1; x <<= 2; x &= 3; x |= 4; x ^= 5
x: int
x: int = 5
(x): int = 5
x.y: List[int] = []
x[0]: int
pass
del x
del x, y[0], z.w
del (a, b), [c]
if x:
    pass
if x:
    a
elif y:
    b
elif z:
    c
else:
    d
while x:
    break
else:
    continue
for x in y:
    pass
for x, y in z.items():
    pass
else:
    pass
for *a, b in c: pass
for x in *a, b: pass
try:
    a
except:
    b
try:
    a
except E:
    b
except (E, F) as e:
    c
else:
    d
finally:
    e
try:
    a
finally:
    b
try:
    a
except* E:
    b
except* (F, G) as g:
    c
with a:
    pass
with a as b, c as d:
    pass
with (a as b, c as d):
    pass
with (a, b):
    pass
with (a, b) as c:
    pass
with (a):
    pass
with (a) as b, (c):
    pass
with a as (b, c):
    pass
with (yield):
    pass
with (a as b, c,):
    pass
raise
raise E
raise E("x") from None
global a, b
def f():
    nonlocal x
    return
def g():
    return 1, 2
def h():
    return *a, b
assert x
assert x, "msg"
import a
import a.b.c
import a.b as c, d
from a import b
from a.b import c as d, e
from . import x
from .. import y
from ...a import z
from .... import w
from .a.b import (c, d,)
from a import *
x = yield
x = yield from y
yield
yield x
yield x, y
a; b; c;
if x: a; b
class A: pass
class B(A, metaclass=M, **kw): x = 1
@dec
class C:
    pass
@dec
@dec2(1)
@a.b.c
def f(): pass
@(lambda f: f)
def g(): pass
async def f():
    await x
    async for a in b:
        pass
    async with a as b:
        pass
    return await y
