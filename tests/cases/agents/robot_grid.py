"""Warehouse robots on a grid executing command strings, dispatched with match."""
from dataclasses import dataclass, field
from typing import Dict, List, Set, Tuple

HEADINGS = ["N", "E", "S", "W"]
DELTAS = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}


class Collision(Exception):
    pass


@dataclass
class Robot:
    name: str
    x: int
    y: int
    heading: str = "N"
    carrying: List[str] = field(default_factory=list)
    odometer: int = 0

    def pos(self) -> Tuple[int, int]:
        return (self.x, self.y)


class Warehouse:
    def __init__(self, width: int, height: int, shelves: Dict[Tuple[int, int], List[str]]) -> None:
        self.width, self.height = width, height
        self.shelves = shelves
        self.robots: Dict[str, Robot] = {}
        self.walls: Set[Tuple[int, int]] = set()
        self.delivered: List[str] = []

    def occupied(self, exclude: str) -> Set[Tuple[int, int]]:
        return {r.pos() for r in self.robots.values() if r.name != exclude}

    def command(self, robot: Robot, cmd: str) -> str:
        match cmd.split():
            case ["L"]:
                robot.heading = HEADINGS[(HEADINGS.index(robot.heading) - 1) % 4]
                return f"turned to {robot.heading}"
            case ["R"]:
                robot.heading = HEADINGS[(HEADINGS.index(robot.heading) + 1) % 4]
                return f"turned to {robot.heading}"
            case ["F", steps]:
                dx, dy = DELTAS[robot.heading]
                moved = 0
                for _ in range(int(steps)):
                    nx, ny = robot.x + dx, robot.y + dy
                    if not (0 <= nx < self.width and 0 <= ny < self.height) or (nx, ny) in self.walls:
                        break
                    if (nx, ny) in self.occupied(robot.name):
                        raise Collision(f"{robot.name} would hit a robot at {(nx, ny)}")
                    robot.x, robot.y = nx, ny
                    moved += 1
                robot.odometer += moved
                return f"moved {moved} to {robot.pos()}"
            case ["PICK"]:
                stock = self.shelves.get(robot.pos(), [])
                if not stock:
                    return "nothing to pick"
                item = stock.pop(0)
                robot.carrying.append(item)
                return f"picked {item}"
            case ["DROP"] if robot.pos() == (0, 0):
                self.delivered.extend(robot.carrying)
                n = len(robot.carrying)
                robot.carrying.clear()
                return f"delivered {n}"
            case ["DROP"]:
                return "can only drop at dock (0, 0)"
            case ["GOTO", xs, ys]:
                tx, ty = int(xs), int(ys)
                robot.odometer += abs(tx - robot.x) + abs(ty - robot.y)
                robot.x, robot.y = tx, ty
                return f"teleported to {robot.pos()}"
            case _:
                return f"unknown command {cmd!r}"


def main() -> None:
    wh = Warehouse(6, 6, {(2, 3): ["bolts", "nuts"], (4, 1): ["gears"], (5, 5): []})
    wh.walls = {(3, 3), (3, 4)}
    wh.robots = {"r1": Robot("r1", 0, 0), "r2": Robot("r2", 5, 0, "W")}
    programs = {
        "r1": "F 3;R;F 2;PICK;PICK;PICK;R;R;F 9;L;F 9;DROP",
        "r2": "F 1;R;F 1;PICK;L;F 9;JUMP;GOTO 4 1;DROP;L;F 2",
    }
    queues = {name: prog.split(";") for name, prog in programs.items()}
    tick = 0
    while any(queues.values()):
        for name, q in queues.items():
            if not q:
                continue
            cmd = q.pop(0)
            robot = wh.robots[name]
            try:
                result = wh.command(robot, cmd)
            except Collision as e:
                result = f"STOPPED: {e}"
                q.clear()
            print(f"t{tick:02d} {name} {cmd:<8} {result}")
        tick += 1
    for r in wh.robots.values():
        print(r)
    print("delivered:", wh.delivered, "| shelves:", {k: v for k, v in wh.shelves.items() if v})
    print("total distance:", sum(r.odometer for r in wh.robots.values()))


if __name__ == "__main__":
    main()
