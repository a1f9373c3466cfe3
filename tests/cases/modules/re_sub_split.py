import re
print(re.sub(r'x*', '-', 'abxd'), re.sub(r'a', 'b', 'aaa', count=2), re.subn(r'(\w)(\d)', r'\2\1', 'a1 b2'))
print(re.sub(r'(?P<w>\w+)', r'<\g<w>>', 'hi there'), re.sub(r'(\w+)', r'\g<1>\g<0>', 'ab'))
print(re.sub(r'a', r'\n\t\\', 'xay'), re.sub(r'(a)|b', r'[\1]', 'ab'), re.sub('a', r'\0', 'a'))
print(re.sub(r'\d', lambda m: str(int(m.group()) * 2), 'a1b2c9'))
print(re.sub(r'(\d+)', lambda m: m.group(1).zfill(3), 'v1.22.3'))
print(re.subn(r'\s+', ' ', 'a  b \n c'), re.sub('', '-', 'abc'), re.sub(r'\b', '|', 'ab cd'))
print(re.split(r'(,)\s*', 'a, b,c'), re.split(r'x*', 'axbc'), re.split(r'\s+', ' a b  c '))
print(re.split(r',', 'a,b,c,d', maxsplit=2), re.split(r'(a)|b', 'xaybz'), re.split(r'\W+', 'Words, words.'))
print(re.split(r'', 'abc'), re.split(r'(?m)^', 'a\nb\nc'))
p = re.compile(r'\d')
print(p.sub('#', 'a1b2', 1), p.subn('#', 'a1b2'), p.split('a1b2c'), p.split('a1b2c', 1))
for bad in (r'\1', r'\g<x>', r'\g<2', r'\q', r'\g<a-b>', r'\g<>'):
    try:
        re.sub(r'(a)', bad, 'a')
    except (re.error, IndexError) as e:
        print(type(e).__name__, e)
try:
    re.sub('a', lambda m: 1, 'a')
except TypeError as e:
    print('TypeError', e)
try:
    re.sub('a', 5, 'a')
except TypeError as e:
    print('TypeError', e)
