# Decimal.__format__ at libmpdec's limits: widths and precisions past what memory holds are a
# MemoryError (as CPython's), a precision past MAX_PREC an error, huge exponents exact.
from decimal import Decimal

for s in ["999999999999999999", ".999999999999999999f", ".999999999999999999e"]:
    for v in ["1", "0", "NaN"]:
        try:
            print(len(format(Decimal(v), s)))
        except (MemoryError, ValueError) as e:
            print(v, s, type(e).__name__, e)
for v, s in [("1E+999999999999999999", "f"), ("1E-999999999999999999", "f"),
             ("1E+999999999999999999", ".2f"), ("1E+999999999999999999", ".2e"),
             ("-1E-999999999999999999", ".3%"), ("1E+999999999999999998", ".0g"),
             ("9.5E+999999999999999999", ".0g"), ("9.5E+999999999999999998", ".1e"),
             ("-9.99E-999999999999999990", ".1e"), ("1E+999999999999999999", ",.3g"),
             ("1E+999999999999999999", "%")]:
    try:
        print(v, s, repr(format(Decimal(v), s)))
    except (MemoryError, ValueError) as e:
        print(v, s, type(e).__name__, e)
print(len(format(Decimal("1.5"), "300000")), len(format(Decimal("1E+200000"), ",f")))
print(format(Decimal("1.5"), "*^2000")[995:1005], len(format(Decimal(2), ".100000f")))
