# An agent rewriting text with re.sub and functions: templates, redaction, unit conversion.
import re
tmpl = 'Hello {name}, you owe {amount} to {creditor}. {missing}'
vals = {'name': 'Ada', 'amount': '$12', 'creditor': 'Bob'}
print(re.sub(r'\{(\w+)\}', lambda m: vals.get(m.group(1), m.group(0)), tmpl))
print(re.sub(r'\b(\d{4})[- ]?(\d{4})[- ]?(\d{4})[- ]?(\d{4})\b', r'****-****-****-\4', 'card 1234 5678 9012 3456 ok'))
def miles(m):
    return f'{float(m.group(1)) * 1.609:.1f} km'
print(re.sub(r'(\d+(?:\.\d+)?) ?mi\b', miles, 'Drive 10 mi then 2.5mi, not 3 mine'))
print(re.subn(r'\s{2,}', ' ', 'too   many    spaces  here'))
print(re.sub(r'(?m)^(\s*)#\s*', r'\1// ', '# top\n  # inner\ncode # not'))
count = 0
def numbered(m):
    global count
    count += 1
    return f'[{count}] {m.group(1).upper()}'
print(re.sub(r'^- (.+)$', numbered, '- apples\n- pears\nnot a bullet\n- plums', flags=re.M))
print(re.sub('(?i)hello', 'bye', 'Hello HELLO hello', count=2), re.escape('1+1=2?'))
