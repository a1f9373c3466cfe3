"""A singly linked list class with the sequence protocol and classic interview operations."""
from typing import Any, Iterable, Iterator, Optional


class Node:
    def __init__(self, value: Any, next: Optional["Node"] = None) -> None:
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self, values: Iterable = ()) -> None:
        self.head: Optional[Node] = None
        self._len = 0
        tail = None
        for v in values:
            node = Node(v)
            if tail is None:
                self.head = node
            else:
                tail.next = node
            tail = node
            self._len += 1

    def __iter__(self) -> Iterator:
        node = self.head
        while node is not None:
            yield node.value
            node = node.next

    def __len__(self) -> int:
        return self._len

    def __repr__(self) -> str:
        return "LinkedList([" + ", ".join(repr(v) for v in self) + "])"

    def __str__(self) -> str:
        return " -> ".join(str(v) for v in self) + " -> None"

    def __contains__(self, value: Any) -> bool:
        return any(v == value for v in self)

    def __getitem__(self, index: int) -> Any:
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("linked list index out of range")
        node = self.head
        for _ in range(index):
            node = node.next
        return node.value

    def __eq__(self, other) -> bool:
        return isinstance(other, LinkedList) and list(self) == list(other)

    def __add__(self, other: "LinkedList") -> "LinkedList":
        return LinkedList(list(self) + list(other))

    def push(self, value: Any) -> None:
        self.head = Node(value, self.head)
        self._len += 1

    def pop(self) -> Any:
        if self.head is None:
            raise IndexError("pop from empty linked list")
        node = self.head
        self.head = node.next
        self._len -= 1
        return node.value

    def reverse(self) -> None:
        prev, node = None, self.head
        while node is not None:
            node.next, prev, node = prev, node, node.next
        self.head = prev

    def middle(self) -> Any:
        slow = fast = self.head
        while fast is not None and fast.next is not None:
            slow, fast = slow.next, fast.next.next
        return slow.value if slow else None

    def remove_if(self, pred) -> int:
        removed = 0
        dummy = Node(None, self.head)
        prev = dummy
        while prev.next is not None:
            if pred(prev.next.value):
                prev.next = prev.next.next
                removed += 1
            else:
                prev = prev.next
        self.head = dummy.next
        self._len -= removed
        return removed


def merge_sorted(a: LinkedList, b: LinkedList) -> LinkedList:
    out, ia, ib = [], iter(a), iter(b)
    x, y = next(ia, None), next(ib, None)
    while x is not None or y is not None:
        if y is None or (x is not None and x <= y):
            out.append(x)
            x = next(ia, None)
        else:
            out.append(y)
            y = next(ib, None)
    return LinkedList(out)


def main() -> None:
    ll = LinkedList([3, 1, 4, 1, 5, 9, 2, 6])
    print(ll, "| len", len(ll))
    print(repr(ll), ll[0], ll[-1], ll[3])
    print("contains 9:", 9 in ll, "contains 7:", 7 in ll, "middle:", ll.middle())
    ll.reverse()
    print("reversed:", ll)
    ll.push(0)
    print("pushed:", ll, "popped:", ll.pop(), ll.pop())
    print("removed odds:", ll.remove_if(lambda v: v % 2), ll, len(ll))
    merged = merge_sorted(LinkedList([1, 4, 7, 10]), LinkedList([2, 3, 8, 11, 12]))
    print("merged:", merged)
    print("concat:", LinkedList("ab") + LinkedList("cd"), LinkedList([1]) == LinkedList([1]))
    print("sum:", sum(merged), "max:", max(merged), "sorted desc:", sorted(merged, reverse=True)[:3])
    empty = LinkedList()
    print("empty:", empty, len(empty), empty.middle())
    for action in (lambda: empty.pop(), lambda: ll[99]):
        try:
            action()
        except IndexError as e:
            print("IndexError:", e)
    pairs = list(zip(LinkedList("xyz"), LinkedList(range(10))))
    print("zipped:", pairs, "enumerated:", list(enumerate(LinkedList(["a", "b"]), 1)))


if __name__ == "__main__":
    main()
