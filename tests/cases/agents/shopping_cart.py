"""Shopping cart with integer-cent prices, promotions, tax and a receipt."""
from dataclasses import dataclass, field
from typing import List, Dict, Optional


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    cents: int
    category: str


@dataclass
class Line:
    product: Product
    qty: int

    @property
    def subtotal(self) -> int:
        return self.product.cents * self.qty


class Promotion:
    name = "base"

    def discount(self, lines: List[Line]) -> int:
        return 0


class PercentOff(Promotion):
    def __init__(self, category: str, percent: int) -> None:
        self.category = category
        self.percent = percent
        self.name = f"{percent}% off {category}"

    def discount(self, lines: List[Line]) -> int:
        base = sum(l.subtotal for l in lines if l.product.category == self.category)
        return base * self.percent // 100


class BuyXGetY(Promotion):
    def __init__(self, sku: str, x: int, y: int) -> None:
        self.sku, self.x, self.y = sku, x, y
        self.name = f"buy {x} get {y} free ({sku})"

    def discount(self, lines: List[Line]) -> int:
        for l in lines:
            if l.product.sku == self.sku:
                free = l.qty // (self.x + self.y) * self.y
                return free * l.product.cents
        return 0


@dataclass
class Cart:
    lines: List[Line] = field(default_factory=list)
    promos: List[Promotion] = field(default_factory=list)

    def add(self, product: Product, qty: int = 1) -> None:
        for line in self.lines:
            if line.product == product:
                line.qty += qty
                return
        self.lines.append(Line(product, qty))

    def remove(self, sku: str, qty: int = 1) -> None:
        for line in self.lines:
            if line.product.sku == sku:
                line.qty -= qty
                if line.qty <= 0:
                    self.lines.remove(line)
                return
        raise KeyError(sku)

    def totals(self, tax_rate_bp: int = 825) -> Dict[str, int]:
        subtotal = sum(l.subtotal for l in self.lines)
        discounts = {p.name: p.discount(self.lines) for p in self.promos}
        discount = sum(discounts.values())
        taxable = subtotal - discount
        tax = (taxable * tax_rate_bp + 5000) // 10000
        return {"subtotal": subtotal, "discount": discount, "tax": tax, "total": taxable + tax}


def money(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    d, c = divmod(abs(cents), 100)
    return f"{sign}${d:,}.{c:02d}"


def main() -> None:
    catalog = {p.sku: p for p in [
        Product("APL", "Apple", 45, "produce"), Product("BRD", "Bread", 329, "bakery"),
        Product("MLK", "Milk 1L", 189, "dairy"), Product("CHS", "Cheddar", 675, "dairy"),
        Product("TV", "Television", 49999, "electronics")]}
    cart = Cart(promos=[PercentOff("dairy", 10), BuyXGetY("APL", 3, 1)])
    for sku, qty in [("APL", 5), ("BRD", 1), ("MLK", 2), ("APL", 3), ("CHS", 1), ("TV", 1)]:
        cart.add(catalog[sku], qty)
    cart.remove("TV")
    try:
        cart.remove("XYZ")
    except KeyError as e:
        print("cannot remove", e)
    print(f"{'item':<12}{'qty':>4}{'each':>9}{'total':>10}")
    for l in cart.lines:
        print(f"{l.product.name:<12}{l.qty:>4}{money(l.product.cents):>9}{money(l.subtotal):>10}")
    for p in cart.promos:
        print(f"  promo {p.name}: -{money(p.discount(cart.lines))}")
    t = cart.totals()
    for k in ("subtotal", "discount", "tax", "total"):
        print(f"{k.upper():>26}: {money(t[k]):>9}")
    by_cat: Dict[str, int] = {}
    for l in cart.lines:
        by_cat[l.product.category] = by_cat.get(l.product.category, 0) + l.subtotal
    print({k: money(v) for k, v in sorted(by_cat.items(), key=lambda kv: -kv[1])})
    print(money(-1234567), money(5), catalog["APL"] == Product("APL", "Apple", 45, "produce"))


if __name__ == "__main__":
    main()
