"""Deeply nested dicts and lists: build iteratively, walk recursively, compare and repr."""
from typing import Any, List


def build_dict(depth: int) -> dict:
    root: dict = {"level": 0}
    node = root
    for i in range(1, depth + 1):
        child = {"level": i, "tags": [i % 3, i % 5]}
        node["child"] = child
        node = child
    return root


def deepest(d: dict) -> int:
    return d["level"] if "child" not in d else deepest(d["child"])


def path_keys(d: dict, acc: List[str]) -> List[str]:
    for k in d:
        if k != "child":
            acc.append(k)
    if "child" in d:
        path_keys(d["child"], acc)
    return acc


def sum_tags(d: Any) -> int:
    if isinstance(d, dict):
        total = 0
        for v in d.values():
            total += sum_tags(v)
        return total
    if isinstance(d, list):
        total = 0
        for v in d:
            total += sum_tags(v)
        return total
    return 0 if isinstance(d, bool) else d


def nest_list(depth: int, leaf: Any) -> list:
    x = leaf
    for _ in range(depth):
        x = [x]
    return x


def unwrap(x: Any) -> Any:
    return unwrap(x[0]) if isinstance(x, list) else x


def main() -> None:
    d = build_dict(400)
    print("deepest level:", deepest(d))
    keys = path_keys(d, [])
    print("keys collected:", len(keys), keys[:5])
    print("sum of levels and tags:", sum_tags(d))
    a, b = nest_list(300, 7), nest_list(300, 7)
    print("deep list equality:", a == b, a != nest_list(300, 8))
    print("unwrap:", unwrap(a), unwrap(nest_list(500, "leaf")))
    r = repr(nest_list(80, 0))
    print("repr of 80-deep list:", r[:12] + "..." + r[-12:], len(r))
    mixed: Any = "core"
    for i in range(60):
        mixed = {"k": mixed} if i % 2 else (mixed,)
    text = str(mixed)
    print("mixed repr:", text[:24], "...", text[-14:], len(text))
    print("nested lists compare:", nest_list(200, 1) < nest_list(200, 2), [[1, [2]]] < [[1, [3]]])
    copies = [nest_list(50, i) for i in range(5)]
    print("max of nested:", unwrap(max(copies)), "index:", copies.index(nest_list(50, 3)))
    print("count:", [nest_list(100, 1), nest_list(100, 1), 1].count(nest_list(100, 1)))
    print("in:", nest_list(150, "x") in [nest_list(150, "y"), nest_list(150, "x")])


if __name__ == "__main__":
    main()
