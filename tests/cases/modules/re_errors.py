import re
def m_group_bad():
    return re.match('(a)', 'a').group(2)
for pat in ['(a', 'a)', '[a', 'a**', '*a', r'\x1', r'\q', 'a{3,2}', '(?P<1>a)', '(?P<a>x)(?P<a>y)',
            '(?P=b)', r'\2(a)', '(?z)', '(?i', 'a(?i)b', '[b-a]', r'[\d-z]', '(?<x)', '(?#abc', r'\u12',
            'x{99999999999}', '(?i-i:a)', '(?a-a:x)', 'a\n(b', '(?P<a>a', '(?', '(?P', r'x\\', '\\']:
    try:
        re.compile(pat)
        print('ok', repr(pat))
    except re.error as e:
        print(repr(pat), '|', e, '|', e.msg, e.pos, e.lineno, e.colno, repr(e.pattern))
    except (OverflowError, ValueError) as e:
        print(repr(pat), type(e).__name__, e)
for f, args in [(re.search, ('a',)), (re.search, ('a', 1)), (re.compile, (1,)), (re.compile, ('a', 'x'))]:
    try:
        f(*args)
    except TypeError as e:
        print('TypeError', e)
p = re.compile('a')
for call in (lambda: p.search(), lambda: p.search('a', 1, 2, 3), lambda: p.search('a', foo=1), lambda: p.sub('x'), lambda: re.compile(p, re.I)):
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(isinstance(re.error('x'), Exception), re.error.__name__)
for call in (lambda: p.search('a', 10**20), lambda: re.sub('a', 'b', 'a', 10**20), lambda: p.split('a', maxsplit=-1),
             lambda: re.sub('a', 'b', 'aaa', -1), lambda: p.search('a', 'x'), lambda: p.match('a', pos=1.5),
             lambda: re.escape(1), lambda: re.findall('a', None), lambda: re.search('a', 'b', flags=re.I, x=1),
             lambda: p.search(string='a'), lambda: re.search('a', 'b', 0, 1), lambda: m_group_bad()):
    try:
        print(call())
    except (TypeError, ValueError, OverflowError, IndexError) as e:
        print(type(e).__name__, e)
re.compile("a").search(1)
