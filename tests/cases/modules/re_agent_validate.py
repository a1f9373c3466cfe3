# An agent validating emails, dates, phone numbers and identifiers.
import re
EMAIL = re.compile(r'^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$')
DATE = re.compile(r'(\d{4})-(\d{2})-(\d{2})')
PHONE = re.compile(r'\(?(\d{3})\)?[-. ]?(\d{3})[-. ]?(\d{4})')
for e in ['alice@example.com', 'bob.smith+tag@mail.co.uk', 'no-at-sign', 'x@y', 'trailing@dot.com.', 'ünï@code.org']:
    print(e, bool(EMAIL.match(e)))
for d in ['2024-02-29', '2023-13-01', '2024-1-1', 'on 1999-12-31 ok']:
    m = DATE.search(d)
    if m:
        y, mo, da = map(int, m.groups())
        print(d, (y, mo, da), 1 <= mo <= 12 and 1 <= da <= 31)
    else:
        print(d, None)
for p in ['(555) 123-4567', '555.123.4567', '5551234567', '555-12-34567']:
    m = PHONE.fullmatch(p)
    print(p, m.groups() if m else None, PHONE.sub(r'\1-\2-\3', p))
print([w for w in ['var_1', '1var', '_x', 'a-b', 'ok'] if re.fullmatch(r'[A-Za-z_]\w*', w)])
print(re.fullmatch(r'(?i)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', '123E4567-e89b-12d3-a456-426614174000') is not None)
