"""Supermarket checkout simulation driven by a deterministic pseudo-random generator."""
from dataclasses import dataclass, field
from typing import List, Optional


class LCG:
    """Linear congruential generator so runs are reproducible."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self) -> int:
        self.state = (self.state * 1103515245 + 12345) % (2 ** 31)
        return self.state

    def randint(self, lo: int, hi: int) -> int:
        return lo + self.next() % (hi - lo + 1)


@dataclass
class Customer:
    id: int
    arrival: int
    items: int
    start: Optional[int] = None
    finish: Optional[int] = None

    @property
    def wait(self) -> int:
        return (self.start or 0) - self.arrival


@dataclass
class Lane:
    name: str
    speed: int
    queue: List[Customer] = field(default_factory=list)
    current: Optional[Customer] = None
    remaining: int = 0
    served: int = 0

    def load(self) -> int:
        return sum(c.items for c in self.queue) + self.remaining


def simulate(lanes: List[Lane], ticks: int, rng: LCG) -> List[Customer]:
    done: List[Customer] = []
    next_id = 1
    for t in range(ticks):
        if rng.randint(1, 10) <= 7:
            cust = Customer(next_id, t, rng.randint(1, 20))
            next_id += 1
            lane = min(lanes, key=lambda l: (l.load(), l.name))
            lane.queue.append(cust)
        for lane in lanes:
            if lane.current is None and lane.queue:
                lane.current = lane.queue.pop(0)
                lane.current.start = t
                lane.remaining = lane.current.items
            if lane.current is not None:
                lane.remaining -= lane.speed
                if lane.remaining <= 0:
                    lane.current.finish = t
                    done.append(lane.current)
                    lane.served += 1
                    lane.current = None
                    lane.remaining = 0
    return done


def main() -> None:
    rng = LCG(2024)
    print("first randoms:", [rng.randint(1, 6) for _ in range(8)])
    lanes = [Lane("express", 3), Lane("lane-1", 2), Lane("lane-2", 1)]
    done = simulate(lanes, 120, rng)
    print(f"served {len(done)} customers")
    for lane in lanes:
        waiting = len(lane.queue)
        print(f"  {lane.name:<8} speed={lane.speed} served={lane.served:>3} still queued={waiting}")
    waits = [c.wait for c in done]
    print(f"avg wait {sum(waits) / len(waits):.2f}, max wait {max(waits)}, zero-wait {waits.count(0)}")
    slowest = sorted(done, key=lambda c: (c.finish - c.arrival, c.id), reverse=True)[:3]
    for c in slowest:
        print(f"  customer {c.id:>3}: arrived {c.arrival:>3}, {c.items:>2} items, took {c.finish - c.arrival}")
    buckets = {}
    for c in done:
        key = (c.items - 1) // 5 * 5 + 1
        buckets.setdefault(key, []).append(c.wait)
    for lo in sorted(buckets):
        ws = buckets[lo]
        print(f"  items {lo:>2}-{lo + 4:<2}: n={len(ws):>2} avg wait={sum(ws) / len(ws):6.2f}")


if __name__ == "__main__":
    main()
