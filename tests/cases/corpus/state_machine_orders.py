"""An order-processing state machine with match statements, event replay and audit JSON."""
import json
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from collections import Counter
from typing import Any

TRANSITIONS = {
    "new": {"pay": "paid", "cancel": "cancelled"},
    "paid": {"ship": "shipped", "refund": "refunded"},
    "shipped": {"deliver": "delivered", "lose": "lost"},
    "lost": {"refund": "refunded"},
}


class TransitionError(Exception):
    def __init__(self, order_id: str, state: str, event: str):
        self.order_id, self.state, self.event = order_id, state, event
        allowed = sorted(TRANSITIONS.get(state, {}))
        super().__init__(f"order {order_id}: cannot {event!r} when {state} (allowed: {allowed or 'none'})")


@dataclass
class Order:
    id: str
    total: float
    state: str = "new"
    history: list[tuple[str, str, str]] = field(default_factory=list)

    def apply(self, event: str, when: datetime) -> None:
        nxt = TRANSITIONS.get(self.state, {}).get(event)
        if nxt is None:
            raise TransitionError(self.id, self.state, event)
        self.history.append((when.isoformat(" ", "minutes"), self.state, nxt))
        self.state = nxt


def describe(event: dict[str, Any]) -> str:
    match event:
        case {"type": "pay", "amount": float(a) | int(a)} if a > 100:
            return f"large payment {a:.2f}"
        case {"type": "pay", "amount": a}:
            return f"payment {a}"
        case {"type": "ship", "carrier": str(c), **rest}:
            return f"shipped via {c} {rest}" if rest else f"shipped via {c}"
        case {"type": ("cancel" | "refund") as t}:
            return f"{t}ed"
        case {"type": str(t)}:
            return f"event {t}"
        case _:
            return "malformed"


EVENTS = [
    ("A1", {"type": "pay", "amount": 250.0}), ("A2", {"type": "pay", "amount": 40}),
    ("A1", {"type": "ship", "carrier": "UPS", "tracking": "1Z999"}), ("A3", {"type": "cancel"}),
    ("A2", {"type": "ship", "carrier": "DHL"}), ("A3", {"type": "ship", "carrier": "UPS"}),
    ("A1", {"type": "deliver"}), ("A2", {"type": "lose"}), ("A2", {"type": "refund"}),
    ("A1", {"type": "refund"}), ("A4", {"amount": 3}),
]
orders = {oid: Order(oid, t) for oid, t in (("A1", 250.0), ("A2", 40.0), ("A3", 15.5))}
clock = datetime(2024, 7, 1, 8, 0)
errors = []
for i, (oid, ev) in enumerate(EVENTS):
    clock += timedelta(hours=3, minutes=7 * i)
    print(f"{clock:%m-%d %H:%M} {oid}: {describe(ev)}")
    try:
        orders[oid].apply(ev["type"], clock)
    except TransitionError as exc:
        errors.append(str(exc))
    except KeyError as exc:
        errors.append(f"bad event for {oid}: missing {exc}")
print("errors:")
for e in errors:
    print("  ", e)
print("final states:", {o.id: o.state for o in orders.values()})
print(Counter(o.state for o in orders.values()))
print(json.dumps({o.id: o.history for o in orders.values()}, indent=2))
try:
    raise TransitionError("Z9", "delivered", "pay")
except TransitionError as exc:
    print(exc.args, exc.state, repr(exc)[:40])
