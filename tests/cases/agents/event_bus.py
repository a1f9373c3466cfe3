"""An in-process event bus: subscriptions, priorities, wildcards, one-shot handlers, errors."""
from typing import Callable, Dict, List, Tuple


class EventBus:
    def __init__(self) -> None:
        self.subs: Dict[str, List[Tuple[int, int, str, Callable[[str, Dict], None], bool]]] = {}
        self.seq = 0
        self.errors: List[str] = []
        self.delivered = 0

    def on(self, pattern: str, name: str, priority: int = 0, once: bool = False):
        def register(fn: Callable[[str, Dict], None]) -> Callable[[str, Dict], None]:
            self.seq += 1
            self.subs.setdefault(pattern, []).append((-priority, self.seq, name, fn, once))
            return fn
        return register

    def off(self, name: str) -> int:
        removed = 0
        for pattern in list(self.subs):
            keep = [s for s in self.subs[pattern] if s[2] != name]
            removed += len(self.subs[pattern]) - len(keep)
            self.subs[pattern] = keep
        return removed

    @staticmethod
    def matches(pattern: str, topic: str) -> bool:
        if pattern == "*" or pattern == topic:
            return True
        if pattern.endswith(".*"):
            return topic.startswith(pattern[:-1])
        return False

    def emit(self, topic: str, **payload) -> int:
        handlers = []
        for pattern, subs in self.subs.items():
            if self.matches(pattern, topic):
                handlers.extend((s, pattern) for s in subs)
        handlers.sort(key=lambda hp: hp[0][:2])
        count = 0
        for (prio, seq, name, fn, once), pattern in handlers:
            try:
                fn(topic, payload)
                count += 1
            except Exception as e:
                self.errors.append(f"{name} on {topic}: {type(e).__name__}: {e}")
            if once:
                self.subs[pattern] = [s for s in self.subs[pattern] if s[1] != seq]
        self.delivered += count
        return count


def main() -> None:
    bus = EventBus()
    audit: List[str] = []
    totals: Dict[str, float] = {}

    @bus.on("*", "audit", priority=-10)
    def audit_all(topic, data):
        audit.append(topic)

    @bus.on("order.*", "accounting", priority=5)
    def account(topic, data):
        if topic == "order.paid":
            totals[data["customer"]] = totals.get(data["customer"], 0) + data["amount"]

    @bus.on("order.paid", "mailer")
    def mail(topic, data):
        print(f"  mail to {data['customer']}: thanks for paying {data['amount']:.2f}")

    @bus.on("order.paid", "fraud", priority=10)
    def fraud(topic, data):
        if data["amount"] > 500:
            raise ValueError(f"suspicious amount {data['amount']}")

    @bus.on("user.created", "welcome", once=True)
    def welcome(topic, data):
        print(f"  welcome, {data['name']}! (one-time handler)")

    events = [("user.created", {"name": "ann"}), ("user.created", {"name": "bob"}),
              ("order.paid", {"customer": "ann", "amount": 25.5}),
              ("order.paid", {"customer": "bob", "amount": 900.0}),
              ("order.shipped", {"customer": "ann"}),
              ("order.paid", {"customer": "ann", "amount": 14.5})]
    for topic, data in events:
        print(f"emit {topic}")
        n = bus.emit(topic, **data)
        print(f"  -> {n} handler(s) ok")
    print("removed mailer subscriptions:", bus.off("mailer"))
    print("emit after off:", bus.emit("order.paid", customer="cy", amount=1.0))
    print("totals:", totals)
    print("audit trail:", audit)
    print("errors:", bus.errors)
    print("delivered:", bus.delivered, "patterns:", sorted(bus.subs))
    print([EventBus.matches(p, "a.b") for p in ("*", "a.*", "a.b", "b.*", "a")])


if __name__ == "__main__":
    main()
