"""Single-elevator simulation with a SCAN scheduling policy."""
from dataclasses import dataclass, field
from typing import List, Set


@dataclass
class Request:
    time: int
    origin: int
    dest: int
    name: str


@dataclass
class Elevator:
    floor: int = 0
    direction: int = 0
    riders: List[Request] = field(default_factory=list)
    stops: Set[int] = field(default_factory=set)
    moved: int = 0

    def state(self) -> str:
        arrow = {1: "up", -1: "down", 0: "idle"}[self.direction]
        names = ",".join(r.name for r in self.riders) or "-"
        return f"floor={self.floor:>2} {arrow:<4} riders={names}"


class Building:
    def __init__(self, floors: int, requests: List[Request]) -> None:
        self.floors = floors
        self.pending = sorted(requests, key=lambda r: r.time)
        self.waiting: List[Request] = []
        self.car = Elevator()
        self.log: List[str] = []
        self.done: List[tuple] = []

    def choose_direction(self) -> int:
        car = self.car
        targets = sorted(car.stops)
        if not targets:
            return 0
        if car.direction >= 0 and any(t > car.floor for t in targets):
            return 1
        if car.direction <= 0 and any(t < car.floor for t in targets):
            return -1
        return 1 if targets[-1] > car.floor else -1

    def tick(self, t: int) -> None:
        car = self.car
        while self.pending and self.pending[0].time <= t:
            req = self.pending.pop(0)
            self.waiting.append(req)
            car.stops.add(req.origin)
            self.log.append(f"t={t:>2} call {req.name}: {req.origin}->{req.dest}")
        if car.floor in car.stops:
            car.stops.discard(car.floor)
            leaving = [r for r in car.riders if r.dest == car.floor]
            for r in leaving:
                car.riders.remove(r)
                self.done.append((r.name, t - r.time))
                self.log.append(f"t={t:>2} {r.name} exits at {car.floor}")
            boarding = [r for r in self.waiting if r.origin == car.floor]
            for r in boarding:
                self.waiting.remove(r)
                car.riders.append(r)
                car.stops.add(r.dest)
                self.log.append(f"t={t:>2} {r.name} boards at {car.floor}")
        car.direction = self.choose_direction()
        if car.direction:
            car.floor += car.direction
            car.moved += 1

    def run(self, limit: int = 100) -> int:
        t = 0
        while t < limit and (self.pending or self.waiting or self.car.riders or self.car.stops):
            self.tick(t)
            if t % 5 == 0:
                self.log.append(f"t={t:>2} {self.car.state()}")
            t += 1
        return t


def main() -> None:
    requests = [Request(0, 0, 5, "ann"), Request(1, 3, 1, "ben"), Request(2, 7, 0, "cat"),
                Request(4, 2, 6, "dan"), Request(9, 5, 9, "eve"), Request(12, 8, 2, "fay")]
    b = Building(10, requests)
    end = b.run()
    for line in b.log:
        print(line)
    print(f"finished at t={end}, moved {b.car.moved} floors")
    waits = dict(b.done)
    print("trip times:", waits)
    avg = sum(waits.values()) / len(waits)
    print(f"average trip: {avg:.2f}, worst: {max(waits, key=waits.get)}")


if __name__ == "__main__":
    main()
