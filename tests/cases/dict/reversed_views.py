# reversed() of a dict and of its views (3.8+): their iterator types, and a change of the
# dict's size during iteration, which stays an error.
def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


d = {'a': 1, 'b': 2, 'c': 3}
print(list(reversed(d)), list(reversed(d.keys())))
print(list(reversed(d.values())), list(reversed(d.items())))
print(type(reversed(d)).__name__, type(reversed(d.keys())).__name__)
print(type(reversed(d.values())).__name__, type(reversed(d.items())).__name__)
print(list(reversed({})), list(reversed({}.items())))
del d['b']
d['b'] = 5
print(list(reversed(d)), list(reversed(d.items())))
t(lambda: type(reversed(d))())
it = reversed(d)
print(next(it))
d['z'] = 1
t(lambda: next(it))
t(lambda: next(it))
del d['z']
t(lambda: next(it))
d = {'a': 1, 'b': 2, 'c': 3}
it = reversed(d.items())
print(next(it))
del d['a']
d['q'] = 3
t(lambda: next(it))
t(lambda: next(it))
t(lambda: next(it))
d = {'a': 1, 'b': 2, 'c': 3}
it = reversed(d.values())
print(list(it))
d['x'] = 1
t(lambda: next(it))
it = reversed(d)
d['a'] = 10
print(list(it))
import collections
c = collections.Counter('abbccc')
print(list(reversed(c)), type(reversed(c)).__name__)
dd = collections.defaultdict(int, x=1, y=2)
print(list(reversed(dd.items())))
for k in reversed(d):
    print(k, d[k])
