"""Generate invoices: line items with tax, discounts, rounding, and a formatted text table."""
from dataclasses import dataclass, field
from datetime import date, timedelta
import json
import math


@dataclass
class LineItem:
    description: str
    quantity: int
    unit_price: float
    taxable: bool = True

    def subtotal(self) -> float:
        return self.quantity * self.unit_price


@dataclass
class Invoice:
    number: str
    customer: str
    issued: date
    items: list[LineItem] = field(default_factory=list)
    discount_pct: float = 0.0
    tax_rate: float = 0.0825
    terms_days: int = 30

    @property
    def due(self) -> date:
        return self.issued + timedelta(days=self.terms_days)

    def totals(self) -> dict[str, float]:
        gross = sum(i.subtotal() for i in self.items)
        discount = round(gross * self.discount_pct, 2)
        taxable = sum(i.subtotal() for i in self.items if i.taxable) * (1 - self.discount_pct)
        tax = round(taxable * self.tax_rate, 2)
        return {"gross": round(gross, 2), "discount": discount, "tax": tax,
                "total": round(gross - discount + tax, 2)}

    def render(self) -> str:
        w = 56
        lines = [f"INVOICE {self.number}".center(w, "="),
                 f"Bill to: {self.customer:<24}Issued: {self.issued:%b %d, %Y}",
                 f"{'':<33}Due:    {self.due:%b %d, %Y}",
                 "-" * w,
                 f"{'Item':<26}{'Qty':>5}{'Price':>11}{'Amount':>14}"]
        for it in self.items:
            mark = "" if it.taxable else " *"
            lines.append(f"{it.description[:24] + mark:<26}{it.quantity:>5}{it.unit_price:>11,.2f}{it.subtotal():>14,.2f}")
        lines.append("-" * w)
        for label, value in self.totals().items():
            sign = "-" if label == "discount" else ""
            lines.append(f"{label.title():>42}{sign + format(value, ',.2f'):>14}")
        lines.append("=" * w)
        return "\n".join(lines)


inv = Invoice("INV-2024-0042", "Acme Corp", date(2024, 2, 14), discount_pct=0.1)
inv.items += [
    LineItem("Consulting hours", 12, 150.0),
    LineItem("Cloud hosting (monthly)", 1, 349.99),
    LineItem("Training manual", 25, 12.5, taxable=False),
    LineItem("A very long item description that gets cut", 3, 1099.0),
]
print(inv.render())
print(json.dumps(inv.totals(), indent=2))

for n, terms in ((1, 15), (2, 45), (3, 60)):
    other = Invoice(f"INV-{n:04d}", "Globex", date(2024, 12, 20), terms_days=terms)
    other.items.append(LineItem("Support", n, 99.95))
    t = other.totals()
    overdue = (date(2025, 2, 1) - other.due).days
    print(f"{other.number} due {other.due.isoformat()} total {t['total']:>8.2f} "
          f"{'OVERDUE by ' + str(overdue) + 'd' if overdue > 0 else 'ok'}")

amounts = [0.125, 0.135, 2.675, 1.005, 1234.5678]
print([round(a, 2) for a in amounts], [f"{a:.2f}" for a in amounts])
print(f"{1234567.891:_.2f} {0.000123:.2e} {42:08.3f} {-5:+d} {255:#x} {255:#010b}")
print(f"{math.ceil(99.01)} {math.floor(-0.5)} {round(2.5)} {round(3.5)} {int(-7 / 2)}")
print(f"{'left':<10}|{'mid':^10}|{'right':>10}|")
print(f"{0.5:%} {0.256:.1%} {1e21} {1e-7} {123456789.0:g} {0.0001234:g}")
