print({'a': 1} | {'b': 2})
print({'a': 1, 'b': 2} | {'b': 20, 'c': 3})
print({} | {}, {1: 1} | {})
d = {'x': 0}
alias = d
d |= {'y': 1}
print(d, alias is d)
d |= [('z', 2)]
print(d)
try:
    {'a': 1} | [('b', 2)]
except TypeError as e:
    print(type(e).__name__, e)
