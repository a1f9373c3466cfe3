"""Reconcile a bank statement against a ledger: fuzzy matching by amount and date window."""
from dataclasses import dataclass, field
from datetime import date, timedelta
from collections import defaultdict
from itertools import product
import json


@dataclass
class Txn:
    ref: str
    day: date
    amount_cents: int
    memo: str
    matched: str | None = field(default=None, compare=False)

    @property
    def amount(self) -> str:
        sign = "-" if self.amount_cents < 0 else ""
        dollars, cents = divmod(abs(self.amount_cents), 100)
        return f"{sign}${dollars:,}.{cents:02d}"


def cents(s: str) -> int:
    s = s.replace("$", "").replace(",", "")
    neg = s.startswith("(") and s.endswith(")")
    whole, _, frac = s.strip("()").partition(".")
    value = int(whole) * 100 + int((frac + "00")[:2])
    return -value if neg else value


BANK = [("B1", "2024-08-01", "(1,200.00)", "RENT AUG"), ("B2", "2024-08-03", "3,450.10", "PAYROLL"),
        ("B3", "2024-08-05", "(54.99)", "ISP"), ("B4", "2024-08-06", "(12.5)", "COFFEE"),
        ("B5", "2024-08-09", "(54.99)", "ISP REFUND?"), ("B6", "2024-08-15", "(300.00)", "TRANSFER")]
LEDGER = [("L1", "2024-07-31", "(1200)", "Rent"), ("L2", "2024-08-02", "3450.10", "Salary"),
          ("L3", "2024-08-05", "(54.99)", "Internet"), ("L4", "2024-08-10", "(54.99)", "Internet dup"),
          ("L5", "2024-08-20", "(99.00)", "Gym")]


def load(rows) -> list[Txn]:
    return [Txn(r, date.fromisoformat(d), cents(a), m) for r, d, a, m in rows]


bank, ledger = load(BANK), load(LEDGER)
WINDOW = timedelta(days=3)
candidates = sorted(
    ((abs((b.day - l.day).days), b.ref, l.ref) for b, l in product(bank, ledger)
     if b.amount_cents == l.amount_cents and abs(b.day - l.day) <= WINDOW),
)
by_ref = {t.ref: t for t in bank + ledger}
for gap, bref, lref in candidates:
    b, l = by_ref[bref], by_ref[lref]
    if b.matched is None and l.matched is None:
        b.matched, l.matched = lref, bref
        print(f"match {bref} <-> {lref} {b.amount:>11} ({gap} day{'s' if gap != 1 else ''} apart)")

unmatched_bank = [t for t in bank if t.matched is None]
unmatched_ledger = [t for t in ledger if t.matched is None]
print("only in bank:", [(t.ref, t.amount, t.memo) for t in unmatched_bank])
print("only in ledger:", [(t.ref, t.amount, t.memo) for t in unmatched_ledger])
diff = sum(t.amount_cents for t in bank) - sum(t.amount_cents for t in ledger)
print(f"balance difference: {diff / 100:+.2f} = {Txn('', date.min, diff, '').amount}")
weekly = defaultdict(int)
for t in bank:
    weekly[t.day - timedelta(days=t.day.weekday())] += t.amount_cents
print(json.dumps({k.isoformat(): v / 100 for k, v in sorted(weekly.items())}, indent=2))
for s in ("1,234.5", "(0.07)", "$10", "3.999"):
    print(f"{s!r:>10} -> {cents(s):>7}")
try:
    cents("12.3.4x")
except ValueError as e:
    print("error:", e)
print(divmod(-7, 2), divmod(7, -2), -7 // 2, -7 % 2, round(-0.5), f"{-0.0:+.1f}", abs(-0.0))
print(date.min, date.max, (date(2024, 8, 9) - date(2024, 8, 5)).days, timedelta(days=3) <= WINDOW)
