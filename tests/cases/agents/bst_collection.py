"""A binary search tree collection with __iter__, __len__, __contains__ and range queries."""
from typing import Iterator, List, Optional, Tuple


class _Node:
    def __init__(self, key: int) -> None:
        self.key = key
        self.left: Optional["_Node"] = None
        self.right: Optional["_Node"] = None


class BST:
    def __init__(self, keys=()) -> None:
        self.root: Optional[_Node] = None
        self._size = 0
        for k in keys:
            self.add(k)

    def add(self, key: int) -> bool:
        if self.root is None:
            self.root = _Node(key)
            self._size = 1
            return True
        node = self.root
        while True:
            if key == node.key:
                return False
            side = "left" if key < node.key else "right"
            child = node.left if side == "left" else node.right
            if child is None:
                if side == "left":
                    node.left = _Node(key)
                else:
                    node.right = _Node(key)
                self._size += 1
                return True
            node = child

    def __contains__(self, key: int) -> bool:
        node = self.root
        while node is not None:
            if key == node.key:
                return True
            node = node.left if key < node.key else node.right
        return False

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[int]:
        stack: List[_Node] = []
        node = self.root
        while stack or node is not None:
            while node is not None:
                stack.append(node)
                node = node.left
            node = stack.pop()
            yield node.key
            node = node.right

    def height(self, node: Optional[_Node] = None, top: bool = True) -> int:
        if top:
            node = self.root
        if node is None:
            return 0
        return 1 + max(self.height(node.left, False), self.height(node.right, False))

    def range(self, lo: int, hi: int) -> Iterator[int]:
        def walk(node: Optional[_Node]) -> Iterator[int]:
            if node is None:
                return
            if lo < node.key:
                yield from walk(node.left)
            if lo <= node.key <= hi:
                yield node.key
            if node.key < hi:
                yield from walk(node.right)
        return walk(self.root)

    def floor(self, key: int) -> Optional[int]:
        best, node = None, self.root
        while node is not None:
            if node.key <= key:
                best, node = node.key, node.right
            else:
                node = node.left
        return best

    def shape(self) -> str:
        def s(node: Optional[_Node]) -> str:
            if node is None:
                return "."
            if node.left is None and node.right is None:
                return str(node.key)
            return f"({s(node.left)} {node.key} {s(node.right)})"
        return s(self.root)


def balanced_order(keys: List[int]) -> List[int]:
    if not keys:
        return []
    mid = len(keys) // 2
    return [keys[mid]] + balanced_order(keys[:mid]) + balanced_order(keys[mid + 1:])


def main() -> None:
    t = BST([50, 30, 70, 20, 40, 60, 80, 35, 45, 65])
    print("size:", len(t), "height:", t.height())
    print("inorder:", list(t))
    print("shape:", t.shape())
    print("contains:", [k in t for k in (35, 36, 80, 10)])
    print("duplicate add:", t.add(40), "new add:", t.add(42), len(t))
    print("range 33..62:", list(t.range(33, 62)))
    print("floor:", [(k, t.floor(k)) for k in (10, 36, 64, 99)])
    print("sum:", sum(t), "max:", max(t), "evens:", [k for k in t if k % 2 == 0])
    skewed = BST(range(1, 16))
    print("skewed height:", skewed.height())
    balanced = BST(balanced_order(list(range(1, 16))))
    print("balanced height:", balanced.height(), "same keys:", list(skewed) == list(balanced))
    print("balanced shape:", balanced.shape())
    pairs = [(a, b) for a in t for b in t if a < b and a + b == 100]
    print("pairs summing to 100:", pairs)
    it = iter(t)
    print("first three:", next(it), next(it), next(it))
    print("empty:", list(BST()), len(BST()), BST().height(), 5 in BST())


if __name__ == "__main__":
    main()
