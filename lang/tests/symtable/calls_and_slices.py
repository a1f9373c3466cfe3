r = f(a, *b, k=c, **d)[e:f:g, h]
s = x if y else z
t = not u and v or w
