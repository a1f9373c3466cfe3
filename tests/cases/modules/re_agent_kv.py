# An agent pulling key=value settings out of free text and config lines.
import re
text = 'name=demo  version=1.2.3 debug=true path="/usr/local/my app" retries=3 empty= x=y=z'
pairs = re.findall(r'(\w+)=("[^"]*"|\S*)', text)
print(pairs)
conf = {k: v.strip('"') for k, v in pairs}
print(conf)
ini = """[server]
host = example.com
port=8080
; comment
[client]
timeout = 2.5
"""
section = None
out = {}
for line in ini.splitlines():
    if m := re.fullmatch(r'\[(\w+)\]', line.strip()):
        section = m.group(1)
        out[section] = {}
    elif m := re.match(r'\s*(\w+)\s*=\s*(.*?)\s*$', line):
        out[section][m.group(1)] = m.group(2)
print(out)
print(re.split(r'\s*[;,]\s*', 'a ,b;c ;  d'), re.sub(r'(\w+)=(\d+)', lambda m: f'{m[1]}={int(m[2]) * 2}', 'a=1 b=x c=21'))
