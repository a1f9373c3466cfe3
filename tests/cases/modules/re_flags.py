import re
print(re.I, re.IGNORECASE, re.M|re.I, re.A|re.I|re.S|re.X|re.M|re.U, re.NOFLAG, str(re.S))
print(re.I | 1, re.I & re.M, re.I ^ re.I, int(re.I), re.I == 2, re.I + 1, bool(re.NOFLAG), isinstance(re.I, int))
print(f'{re.M}', repr(re.X), re.DOTALL == 16, re.VERBOSE.__class__.__name__ if False else 'x')
print(re.findall(r'^\w+', 'one\ntwo\nthree', re.M), re.findall(r'\w+$', 'one\ntwo\nthree', re.M))
print(re.findall(r'a.c', 'abc a\nc', re.S), re.findall(r'a.c', 'abc a\nc'))
print(re.findall(r'''\d+  # digits
                   \s*  # space''', '12 34', re.X))
print(re.findall(r'[a-z]+', 'Hello World', re.I), re.findall(r'(?i)hello', 'HeLLo'))
print(re.findall(r'\w+', 'héllo wörld', re.A), re.findall(r'\w+', 'héllo wörld'))
print(re.findall(r'(?i:ab)c', 'ABc ABC'), re.findall(r'(?-i:a)b', 'aB AB', re.I))
print(re.match(r'(?s).+', 'a\nb'), re.match(r'(?m)^b', 'a\nb'), re.search(r'(?m)^b', 'a\nb'))
print(re.search(r'\d+', '١٢٣'), re.search(r'\s+', 'a\u2003b'), re.search(r'\w+', 'x²y'))
print(re.findall(r'(?i)[k]', 'kK\u212a'), re.findall(r'(?i)ǆ', 'ǄǅǆDž'), re.findall(r'(?ia)k', 'kK\u212a'))
for f in (re.L, re.A | re.U):
    try:
        re.compile('a', f)
    except ValueError as e:
        print('ValueError', e)
print(re.compile('a', re.M | re.X).flags, re.compile('(?a)a').flags)
