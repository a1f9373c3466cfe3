import re
from collections import Counter
log = """2024-01-05 10:00:01 INFO user=alice action=login ip=10.0.0.1
2024-01-05 10:02:13 ERROR user=bob action=upload size=1024 err="disk full"
2024-01-05 10:05:00 WARN user=alice action=upload size=99
2024-01-06 11:00:00 ERROR user=carol action=login err="bad password"
"""
line_re = re.compile(r'^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>[A-Z]+) (?P<rest>.*)$', re.M)
levels = Counter()
for m in line_re.finditer(log):
    levels[m['level']] += 1
    kv = dict(re.findall(r'(\w+)=("[^"]*"|\S+)', m.group('rest')))
    print(m.group('date'), m['level'], kv)
print(levels.most_common())
emails = ['a@b.com', 'bad@', 'x.y+z@ex-ample.org', 'no at.com']
email_re = re.compile(r'[\w.+-]+@[\w-]+\.[a-z]{2,}')
print([e for e in emails if email_re.fullmatch(e)])
dates = ['2024-02-30', '2024-13-01', '1999-12-31', '24-1-1']
print([d for d in dates if re.fullmatch(r'\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])', d)])
tok = re.compile(r'\s*(?:(\d+\.?\d*)|(\w+)|(.))')
print([(n, w, o) for n, w, o in tok.findall('x = 3.14 * (y + 42)')])
print(re.sub(r'\b(\w)(\w*)\b', lambda m: m.group(1).upper() + m.group(2).lower(), 'hELLO wORLD foo'))
print(re.sub(r'\s+$', '', 'trailing   \n'), re.sub(r'^\s+|\s+$', '', '  both  '))
print(re.findall(r'"([^"]*)"', 'say "hi" and "bye"'), re.split(r'\s*;\s*', 'a ; b;c  ;d'))
camel = 'parseHTTPResponseCode'
print(re.sub(r'(?<!^)(?=[A-Z])', '_', 'x') if False else re.sub(r'([a-z0-9])([A-Z])', r'\1_\2', camel).lower())
print(re.findall(r'#(\w+)', 'love #rust and #python!'), re.search(r'v(\d+)\.(\d+)', 'version v3.11 ok').groups())
