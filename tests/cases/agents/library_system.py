"""Library lending system: books, members, loans, fines and reports."""
from typing import Dict, List, Optional


class LibraryError(Exception):
    pass


class Book:
    def __init__(self, isbn: str, title: str, author: str, copies: int = 1) -> None:
        self.isbn = isbn
        self.title = title
        self.author = author
        self.copies = copies
        self.on_loan = 0

    @property
    def available(self) -> int:
        return self.copies - self.on_loan

    @classmethod
    def from_line(cls, line: str) -> "Book":
        isbn, title, author, copies = [p.strip() for p in line.split("|")]
        return cls(isbn, title, author, int(copies))

    def __repr__(self) -> str:
        return f"Book({self.isbn!r}, {self.title!r}, {self.available}/{self.copies})"


class Member:
    MAX_LOANS = 2

    def __init__(self, name: str) -> None:
        self.name = name
        self.loans: Dict[str, int] = {}
        self.fines = 0

    def can_borrow(self) -> bool:
        return len(self.loans) < self.MAX_LOANS and self.fines == 0


class StaffMember(Member):
    MAX_LOANS = 5


class Library:
    LOAN_DAYS = 14
    FINE_PER_DAY = 25

    def __init__(self, books: List[Book]) -> None:
        self.books = {b.isbn: b for b in books}
        self.members: Dict[str, Member] = {}
        self.events: List[str] = []

    def join(self, member: Member) -> None:
        self.members[member.name] = member

    def checkout(self, name: str, isbn: str, day: int) -> None:
        member = self.members[name]
        book = self.books.get(isbn)
        if book is None:
            raise LibraryError(f"unknown isbn {isbn}")
        if not member.can_borrow():
            raise LibraryError(f"{name} cannot borrow (loans={len(member.loans)}, fines={member.fines})")
        if book.available <= 0:
            raise LibraryError(f"no copies of {book.title!r} left")
        book.on_loan += 1
        member.loans[isbn] = day
        self.events.append(f"day {day:>2}: {name} took {book.title}")

    def checkin(self, name: str, isbn: str, day: int) -> int:
        member = self.members[name]
        start = member.loans.pop(isbn)
        self.books[isbn].on_loan -= 1
        late = max(0, day - start - self.LOAN_DAYS)
        fine = late * self.FINE_PER_DAY
        member.fines += fine
        self.events.append(f"day {day:>2}: {name} returned {self.books[isbn].title}" + (f" ({late} days late)" if late else ""))
        return fine

    def pay(self, name: str, amount: int) -> None:
        m = self.members[name]
        m.fines = max(0, m.fines - amount)


CATALOG = """
978-0 | Dune | Frank Herbert | 2
978-1 | Emma | Jane Austen | 1
978-2 | Ulysses | James Joyce | 1
978-3 | Beloved | Toni Morrison | 3
"""


def main() -> None:
    lib = Library([Book.from_line(l) for l in CATALOG.strip().split("\n")])
    for m in [Member("ann"), Member("bo"), StaffMember("cy")]:
        lib.join(m)
    script = [("out", "ann", "978-0", 1), ("out", "ann", "978-1", 2), ("out", "ann", "978-3", 3),
              ("out", "bo", "978-1", 3), ("out", "cy", "978-1", 4), ("out", "cy", "978-0", 4),
              ("out", "bo", "978-0", 5), ("in", "ann", "978-1", 20), ("out", "bo", "978-1", 21),
              ("out", "ann", "978-2", 22), ("pay", "ann", None, 100), ("out", "ann", "978-2", 23),
              ("out", "cy", "999-9", 24), ("in", "cy", "978-0", 40)]
    for action, who, isbn, day in script:
        try:
            if action == "out":
                lib.checkout(who, isbn, day)
            elif action == "in":
                fine = lib.checkin(who, isbn, day)
                if fine:
                    print(f"{who} fined {fine} cents")
            else:
                lib.pay(who, day)
                print(f"{who} paid {day}, owes {lib.members[who].fines}")
        except LibraryError as e:
            print("refused:", e)
    print("\n".join(lib.events))
    for b in sorted(lib.books.values(), key=lambda b: (b.available, b.title)):
        print(b)
    for m in lib.members.values():
        print(f"{m.name:<4} {type(m).__name__:<12} loans={sorted(m.loans)} fines={m.fines}")


if __name__ == "__main__":
    main()
