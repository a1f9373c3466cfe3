# An OOP inventory: classes with properties, classmethods, staticmethods, __repr__/__eq__/
# __lt__/__hash__, inheritance with super(), and reports with sorted and f-strings.
class Product:
    _registry = {}
    tax_rate = 0.2

    def __init__(self, sku, name, price, qty=0):
        self.sku, self.name, self._price, self.qty = sku, name, price, qty
        Product._registry[sku] = self

    @property
    def price(self):
        return self._price

    @price.setter
    def price(self, value):
        if value < 0:
            raise ValueError(f"negative price for {self.sku}")
        self._price = value

    @property
    def gross(self):
        return round(self._price * (1 + self.tax_rate), 2)

    @classmethod
    def lookup(cls, sku):
        return cls._registry.get(sku)

    @staticmethod
    def parse(line):
        sku, name, price, qty = line.split(";")
        return Product(sku, name, float(price), int(qty))

    def value(self):
        return self._price * self.qty

    def __repr__(self):
        return f"{type(self).__name__}({self.sku!r}, {self.name!r}, {self._price}, qty={self.qty})"

    def __eq__(self, other):
        return isinstance(other, Product) and self.sku == other.sku

    def __hash__(self):
        return hash(self.sku)

    def __lt__(self, other):
        return (self.name, self.sku) < (other.name, other.sku)


class Perishable(Product):
    tax_rate = 0.1

    def __init__(self, sku, name, price, qty=0, days=7):
        super().__init__(sku, name, price, qty)
        self.days = days

    def value(self):
        return super().value() * (0.5 if self.days < 3 else 1)

    def __repr__(self):
        return super().__repr__()[:-1] + f", days={self.days})"


items = [Product.parse(l) for l in ["A1;hammer;12.5;4", "B2;nails;0.05;1000", "C3;saw;30;1"]]
items.append(Perishable("D4", "glue", 4.0, 10, days=2))
items.append(Perishable("E5", "paint", 20.0, 3))
for p in sorted(items):
    print(f"{p.sku} {p.name:<6} {p.price:>6.2f} {p.gross:>6.2f} {p.qty:>5} {p.value():>8.2f}")
print(Product.lookup("C3"), Product.lookup("ZZ"), len(Product._registry))
print(items[3], isinstance(items[3], Product), issubclass(Perishable, Product))
print(Product("A1", "dup", 1) == items[0], len({*items, Product("A1", "dup", 1)}), items[0] != items[1])
try:
    items[0].price = -1
except ValueError as e:
    print("ValueError:", e)
items[0].price = 15
print(items[0].price, items[0].gross, Perishable.tax_rate, Product.tax_rate, items[3].gross)
total = sum(p.value() for p in items)
print(f"total inventory value: {total:,.2f}", max(items, key=Product.value).name, min(items).name)
print(sorted(items, key=lambda p: -p.value())[:2], [p.name for p in sorted(items, reverse=True)])
print(hasattr(items[0], "days"), getattr(items[3], "days", None), items[0].__class__.__name__)
