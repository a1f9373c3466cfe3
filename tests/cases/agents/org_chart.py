"""Organization chart: build a tree from flat records, recurse for headcount and cost."""
from typing import Dict, List, Optional, Iterator

EMPLOYEES = [
    {"id": 1, "name": "Maya", "title": "CEO", "manager": None, "salary": 250},
    {"id": 2, "name": "Omar", "title": "CTO", "manager": 1, "salary": 200},
    {"id": 3, "name": "Lena", "title": "CFO", "manager": 1, "salary": 190},
    {"id": 4, "name": "Ravi", "title": "Eng Manager", "manager": 2, "salary": 150},
    {"id": 5, "name": "Sue", "title": "Engineer", "manager": 4, "salary": 120},
    {"id": 6, "name": "Tom", "title": "Engineer", "manager": 4, "salary": 115},
    {"id": 7, "name": "Uma", "title": "Accountant", "manager": 3, "salary": 90},
    {"id": 8, "name": "Vic", "title": "Intern", "manager": 5, "salary": 40},
    {"id": 9, "name": "Wen", "title": "Designer", "manager": 2, "salary": 110},
    {"id": 10, "name": "Xia", "title": "Engineer", "manager": 4, "salary": 125},
]


class Node:
    def __init__(self, rec: Dict) -> None:
        self.rec = rec
        self.reports: List["Node"] = []
        self.parent: Optional["Node"] = None

    @property
    def name(self) -> str:
        return self.rec["name"]

    def __iter__(self) -> Iterator["Node"]:
        yield self
        for r in self.reports:
            yield from r

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def depth(self) -> int:
        return 0 if self.parent is None else 1 + self.parent.depth()

    def height(self) -> int:
        return 1 + max((r.height() for r in self.reports), default=0)

    def cost(self) -> int:
        return self.rec["salary"] + sum(r.cost() for r in self.reports)

    def chain(self) -> List[str]:
        return ([] if self.parent is None else self.parent.chain()) + [self.name]


def build(records: List[Dict]) -> Node:
    nodes = {r["id"]: Node(r) for r in records}
    root = None
    for r in records:
        node = nodes[r["id"]]
        if r["manager"] is None:
            root = node
        else:
            boss = nodes[r["manager"]]
            boss.reports.append(node)
            node.parent = boss
    for n in nodes.values():
        n.reports.sort(key=lambda c: c.name)
    return root


def render(node: Node, prefix: str = "", last: bool = True) -> List[str]:
    connector = "" if node.parent is None else ("`-- " if last else "|-- ")
    lines = [f"{prefix}{connector}{node.name} ({node.rec['title']})"]
    child_prefix = prefix + ("" if node.parent is None else ("    " if last else "|   "))
    for i, r in enumerate(node.reports):
        lines.extend(render(r, child_prefix, i == len(node.reports) - 1))
    return lines


def lowest_common_manager(a: Node, b: Node) -> str:
    ca, cb = a.chain(), b.chain()
    common = None
    for x, y in zip(ca, cb):
        if x != y:
            break
        common = x
    return common


def main() -> None:
    root = build(EMPLOYEES)
    print("\n".join(render(root)))
    print("headcount:", len(root), "height:", root.height())
    by_name = {n.name: n for n in root}
    for n in root:
        if n.reports:
            print(f"  {n.name:<5} team={len(n) - 1:>2} cost={n.cost():>5} span={len(n.reports)}")
    print("Vic's chain:", " > ".join(by_name["Vic"].chain()), "depth", by_name["Vic"].depth())
    print("LCM(Vic, Wen):", lowest_common_manager(by_name["Vic"], by_name["Wen"]))
    print("LCM(Uma, Tom):", lowest_common_manager(by_name["Uma"], by_name["Tom"]))
    leaves = sorted(n.name for n in root if not n.reports)
    print("individual contributors:", leaves)
    titles: Dict[str, List[int]] = {}
    for n in root:
        titles.setdefault(n.rec["title"], []).append(n.rec["salary"])
    for t, s in sorted(titles.items(), key=lambda kv: -sum(kv[1]) / len(kv[1])):
        print(f"  {t:<12} n={len(s)} avg={sum(s) / len(s):.1f}")


if __name__ == "__main__":
    main()
