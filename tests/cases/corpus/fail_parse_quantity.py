"""An order importer that converts a quantity with int() and meets '3.5': uncaught ValueError."""
import re
from dataclasses import dataclass

ORDERS = """\
SKU-001 x 4 @ 2.50
SKU-002 x 10 @ 0.99
SKU-003 x 3.5 @ 12.00
SKU-004 x 1 @ 5.00
"""

LINE = re.compile(r"^(?P<sku>SKU-\d{3}) x (?P<qty>\S+) @ (?P<price>\d+\.\d{2})$")


@dataclass
class OrderLine:
    sku: str
    qty: int
    price: float

    @property
    def total(self) -> float:
        return self.qty * self.price


def parse_line(line: str) -> OrderLine:
    m = LINE.match(line)
    if m is None:
        raise ValueError(f"bad line {line!r}")
    return OrderLine(m["sku"], int(m["qty"]), float(m["price"]))


def load(text: str) -> list[OrderLine]:
    lines = []
    for raw in text.splitlines():
        lines.append(parse_line(raw))
        print(f"loaded {lines[-1].sku}: {lines[-1].qty} x {lines[-1].price:.2f} = {lines[-1].total:.2f}")
    return lines


orders = load(ORDERS)
print(sum(o.total for o in orders))
