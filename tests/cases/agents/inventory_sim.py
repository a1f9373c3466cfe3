"""A small warehouse inventory simulation with restocking and order handling."""
from dataclasses import dataclass, field
from typing import Dict, List, Optional


class InventoryError(Exception):
    pass


class OutOfStock(InventoryError):
    def __init__(self, sku: str, wanted: int, have: int):
        super().__init__(f"{sku}: wanted {wanted}, only {have} in stock")
        self.sku = sku
        self.wanted = wanted
        self.have = have


class UnknownItem(InventoryError):
    pass


@dataclass
class Item:
    sku: str
    name: str
    qty: int
    reorder_level: int = 5
    history: List[str] = field(default_factory=list)


class Inventory:
    def __init__(self) -> None:
        self.items: Dict[str, Item] = {}
        self.backorders: List[tuple] = []

    def add(self, item: Item) -> None:
        self.items[item.sku] = item

    def get(self, sku: str) -> Item:
        item = self.items.get(sku)
        if item is None:
            raise UnknownItem(f"no such sku {sku!r}")
        return item

    def remove(self, sku: str, qty: int) -> None:
        item = self.get(sku)
        if qty > item.qty:
            raise OutOfStock(sku, qty, item.qty)
        item.qty -= qty
        item.history.append(f"-{qty}")

    def restock(self, sku: str, qty: int) -> None:
        item = self.get(sku)
        item.qty += qty
        item.history.append(f"+{qty}")

    def low_stock(self) -> List[Item]:
        return [i for i in self.items.values() if i.qty <= i.reorder_level]

    def total_units(self) -> int:
        return sum(i.qty for i in self.items.values())


def process_orders(inv: Inventory, orders: List[tuple]) -> Dict[str, int]:
    stats = {"ok": 0, "backordered": 0, "rejected": 0}
    for order_id, sku, qty in orders:
        try:
            inv.remove(sku, qty)
            stats["ok"] += 1
            print(f"order {order_id}: shipped {qty} x {sku}")
        except OutOfStock as e:
            stats["backordered"] += 1
            inv.backorders.append((order_id, sku, qty - e.have))
            if e.have:
                inv.remove(sku, e.have)
            print(f"order {order_id}: partial ({e}); backorder {qty - e.have}")
        except UnknownItem as e:
            stats["rejected"] += 1
            print(f"order {order_id}: rejected: {e}")
    return stats


def main() -> None:
    inv = Inventory()
    inv.add(Item("A100", "bolt", 50, reorder_level=10))
    inv.add(Item("B200", "nut", 30))
    inv.add(Item("C300", "washer", 8, reorder_level=8))
    orders = [(1, "A100", 20), (2, "B200", 31), (3, "Z999", 1), (4, "A100", 25),
              (5, "C300", 3), (6, "A100", 10), (7, "B200", 2)]
    stats = process_orders(inv, orders)
    print("stats:", stats)
    print("units left:", inv.total_units())
    for item in sorted(inv.low_stock(), key=lambda i: i.sku):
        print(f"LOW: {item.sku} {item.name:<8} qty={item.qty:>3} level={item.reorder_level}")
        inv.restock(item.sku, item.reorder_level * 3)
    print("backorders:", inv.backorders)
    for sku, qty in [(b[1], b[2]) for b in inv.backorders]:
        inv.remove(sku, qty)
    for item in inv.items.values():
        print(item)
    print("units after restock:", inv.total_units())


if __name__ == "__main__":
    main()
