# An agent writing a small tokenizer and evaluator for arithmetic with named groups.
import re
TOKEN = re.compile(r'\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/()=]))')
def tokenize(src):
    pos = 0
    out = []
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m:
            raise SyntaxError(f'bad character {src[pos]!r} at {pos}')
        kind = m.lastgroup
        out.append((kind, m.group(kind)))
        pos = m.end()
    return out
print(tokenize('x = 3.5 * (y + 42) ** 2'))
print([t for t in tokenize('a+b') if t[0] == 'name'])
try:
    tokenize('1 + $')
except SyntaxError as e:
    print('SyntaxError', e)
words = re.findall(r"[A-Za-z]+(?:'[a-z]+)?", "It's a dog's life, isn't it?")
print(words, len(words))
print(re.split(r'(\d+)', 'abc12def345g'), [m.group() for m in re.finditer(r'[A-Z][a-z]+', 'HelloWorldFooBar')])
