"""Order processing pipeline whose validation raises a custom exception from deep inside.

The last order is invalid and nobody catches the error: the traceback is the point.
"""
from typing import Dict, List


class OrderError(Exception):
    pass


class InvalidQuantity(OrderError):
    def __init__(self, sku: str, qty: int) -> None:
        super().__init__(f"quantity for {sku} must be between 1 and 100, got {qty}")
        self.sku = sku
        self.qty = qty


PRICES = {"pen": 150, "pad": 325, "ink": 899}


class LineChecker:
    def check(self, line: Dict) -> int:
        qty = line["qty"]
        if not 1 <= qty <= 100:
            raise InvalidQuantity(line["sku"], qty)
        return qty * PRICES[line["sku"]]


class OrderProcessor:
    def __init__(self) -> None:
        self.checker = LineChecker()
        self.processed: List[int] = []

    def price_lines(self, lines: List[Dict]) -> int:
        total = 0
        for line in lines:
            total += self.checker.check(line)
        return total

    def process(self, order: Dict) -> int:
        total = self.price_lines(order["lines"])
        if total > 5000:
            total = total * 95 // 100
        self.processed.append(order["id"])
        return total


def run_batch(proc: OrderProcessor, orders: List[Dict]) -> None:
    for order in orders:
        total = proc.process(order)
        print(f"order {order['id']}: {total / 100:.2f}")


def main() -> None:
    orders = [
        {"id": 1, "lines": [{"sku": "pen", "qty": 4}, {"sku": "pad", "qty": 2}]},
        {"id": 2, "lines": [{"sku": "ink", "qty": 7}]},
        {"id": 3, "lines": [{"sku": "pen", "qty": 1}, {"sku": "ink", "qty": 0}]},
        {"id": 4, "lines": [{"sku": "pad", "qty": 1}]},
    ]
    proc = OrderProcessor()
    print("processing", len(orders), "orders")
    run_batch(proc, orders)
    print("done:", proc.processed)


if __name__ == "__main__":
    main()
