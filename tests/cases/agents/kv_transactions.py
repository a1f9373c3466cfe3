"""A key-value store with nested transactions implemented as context managers."""
from typing import Dict, List, Optional

_MISSING = object()


class TransactionAborted(Exception):
    pass


class Store:
    def __init__(self) -> None:
        self.data: Dict[str, int] = {}
        self.journal: List[List[tuple]] = []
        self.log: List[str] = []

    def set(self, key: str, value: int) -> None:
        if self.journal:
            self.journal[-1].append((key, self.data.get(key, _MISSING)))
        self.data[key] = value

    def delete(self, key: str) -> None:
        if key not in self.data:
            raise KeyError(key)
        if self.journal:
            self.journal[-1].append((key, self.data[key]))
        del self.data[key]

    def transaction(self, name: str) -> "Transaction":
        return Transaction(self, name)


class Transaction:
    def __init__(self, store: Store, name: str) -> None:
        self.store = store
        self.name = name

    def __enter__(self) -> Store:
        self.store.journal.append([])
        self.store.log.append(f"{'  ' * (len(self.store.journal) - 1)}begin {self.name}")
        return self.store

    def __exit__(self, exc_type, exc, tb) -> bool:
        undo = self.store.journal.pop()
        indent = "  " * len(self.store.journal)
        if exc_type is None:
            if self.store.journal:
                self.store.journal[-1].extend(undo)
            self.store.log.append(f"{indent}commit {self.name} ({len(undo)} changes)")
            return False
        for key, old in reversed(undo):
            if old is _MISSING:
                self.store.data.pop(key, None)
            else:
                self.store.data[key] = old
        self.store.log.append(f"{indent}rollback {self.name}: {exc_type.__name__}: {exc}")
        return exc_type is TransactionAborted


def transfer(store: Store, src: str, dst: str, amount: int) -> None:
    with store.transaction(f"transfer {src}->{dst}") as s:
        s.set(src, s.data[src] - amount)
        if s.data[src] < 0:
            raise TransactionAborted(f"{src} would go negative")
        s.set(dst, s.data.get(dst, 0) + amount)


def main() -> None:
    store = Store()
    with store.transaction("setup") as s:
        s.set("alice", 100)
        s.set("bob", 50)
    transfer(store, "alice", "bob", 30)
    transfer(store, "bob", "carol", 500)
    print("after transfers:", store.data)
    with store.transaction("outer") as s:
        s.set("alice", 0)
        transfer(s, "bob", "dave", 10)
        with store.transaction("inner"):
            s.set("zed", 1)
            s.delete("alice")
            raise TransactionAborted("inner changed its mind")
    print("after nested:", store.data)
    try:
        with store.transaction("broken") as s:
            s.set("alice", 999)
            s.delete("nobody")
    except KeyError as e:
        print("KeyError escaped:", e)
    print("after broken:", store.data)
    try:
        with store.transaction("outer2") as s:
            s.set("eve", 5)
            with store.transaction("inner2"):
                s.set("eve", 6)
            print("  inside outer2:", s.data.get("eve"))
            s.data["bob"] // 0
    except ZeroDivisionError:
        print("division failed, everything rolled back")
    print("final:", store.data, "open journals:", len(store.journal))
    print("\n".join(store.log))


if __name__ == "__main__":
    main()
