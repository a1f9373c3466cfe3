"""Vending machine modeled as an explicit state machine with a transition table."""
from typing import Dict, List, Tuple

PRODUCTS = {"A1": ("cola", 125), "A2": ("water", 90), "B1": ("chips", 150), "B2": ("gum", 50)}
COINS = (200, 100, 50, 20, 10, 5)


class MachineError(Exception):
    pass


class VendingMachine:
    def __init__(self, stock: Dict[str, int]) -> None:
        self.state = "idle"
        self.credit = 0
        self.stock = dict(stock)
        self.selection = None
        self.bank: Dict[int, int] = {c: 5 for c in COINS}
        self.transitions: Dict[Tuple[str, str], str] = {
            ("idle", "coin"): "collecting",
            ("collecting", "coin"): "collecting",
            ("collecting", "select"): "vending",
            ("collecting", "cancel"): "idle",
            ("vending", "dispense"): "idle",
            ("idle", "service"): "maintenance",
            ("maintenance", "service"): "idle",
        }
        self.log: List[str] = []

    def fire(self, event: str) -> None:
        key = (self.state, event)
        if key not in self.transitions:
            raise MachineError(f"event {event!r} not allowed in state {self.state!r}")
        new = self.transitions[key]
        self.log.append(f"{self.state} --{event}--> {new}")
        self.state = new

    def insert(self, coin: int) -> None:
        if coin not in COINS:
            raise MachineError(f"rejected coin {coin}")
        self.fire("coin")
        self.credit += coin
        self.bank[coin] += 1

    def select(self, code: str) -> str:
        if code not in PRODUCTS:
            raise MachineError(f"unknown product {code}")
        name, price = PRODUCTS[code]
        if self.stock.get(code, 0) == 0:
            raise MachineError(f"{name} sold out")
        if self.credit < price:
            raise MachineError(f"{name} costs {price}, credit is {self.credit}")
        self.fire("select")
        self.stock[code] -= 1
        change = self.make_change(self.credit - price)
        self.credit = 0
        self.fire("dispense")
        return f"{name} + change {change}"

    def cancel(self) -> List[int]:
        refund = self.make_change(self.credit)
        self.credit = 0
        self.fire("cancel")
        return refund

    def make_change(self, amount: int) -> List[int]:
        coins = []
        for c in COINS:
            while amount >= c and self.bank[c] > 0:
                amount -= c
                self.bank[c] -= 1
                coins.append(c)
        if amount:
            raise MachineError(f"cannot make change, short by {amount}")
        return coins


def main() -> None:
    vm = VendingMachine({"A1": 2, "A2": 1, "B1": 0, "B2": 3})
    actions = [("insert", 100), ("select", "A1"), ("insert", 50), ("select", "A1"),
               ("select", "A2"), ("insert", 200), ("select", "B1"), ("select", "Z9"),
               ("select", "A2"), ("insert", 3), ("insert", 100), ("cancel", None),
               ("cancel", None), ("service", None), ("insert", 10), ("service", None)]
    for action, arg in actions:
        try:
            if action == "insert":
                vm.insert(arg)
                result = f"credit={vm.credit}"
            elif action == "select":
                result = vm.select(arg)
            elif action == "cancel":
                result = f"refund {vm.cancel()}"
            else:
                vm.fire(action)
                result = f"now {vm.state}"
        except MachineError as e:
            result = f"ERROR {e}"
        print(f"{action:>8} {str(arg):<5} -> {result}")
    print("final state:", vm.state, "stock:", vm.stock)
    print("coins in bank:", sorted(vm.bank.items(), reverse=True))
    print("transitions taken:", len(vm.log))
    for entry in vm.log[:6]:
        print("  " + entry)


if __name__ == "__main__":
    main()
