"""Library catalogue: classes with properties, class methods, loans with due dates and fines."""
from dataclasses import dataclass, field
from datetime import date, timedelta
from collections import defaultdict
import heapq
import json


class LoanError(Exception):
    pass


@dataclass
class Book:
    isbn: str
    title: str
    author: str
    year: int
    copies: int = 1
    on_loan: int = 0

    @property
    def available(self) -> int:
        return self.copies - self.on_loan

    @classmethod
    def from_line(cls, line: str) -> "Book":
        isbn, title, author, year, *rest = [p.strip() for p in line.split("|")]
        return cls(isbn, title, author, int(year), int(rest[0]) if rest else 1)


class Library:
    FINE_PER_DAY = 0.25
    LOAN_DAYS = 14

    def __init__(self, books: list[Book]) -> None:
        self.books = {b.isbn: b for b in books}
        self.loans: dict[tuple[str, str], date] = {}
        self.history: list[tuple[date, str, str, str]] = []

    def lend(self, isbn: str, member: str, today: date) -> date:
        book = self.books.get(isbn)
        if book is None:
            raise LoanError(f"unknown ISBN {isbn}")
        if book.available <= 0:
            raise LoanError(f"no copies of {book.title!r} left")
        if (isbn, member) in self.loans:
            raise LoanError(f"{member} already has {book.title!r}")
        book.on_loan += 1
        due = today + timedelta(days=self.LOAN_DAYS)
        self.loans[(isbn, member)] = due
        self.history.append((today, "lend", isbn, member))
        return due

    def give_back(self, isbn: str, member: str, today: date) -> float:
        try:
            due = self.loans.pop((isbn, member))
        except KeyError:
            raise LoanError(f"{member} does not have {isbn}") from None
        self.books[isbn].on_loan -= 1
        self.history.append((today, "return", isbn, member))
        return max(0, (today - due).days) * self.FINE_PER_DAY


CATALOG = """978-0 | Dune | Herbert | 1965 | 2
978-1 | Neuromancer | Gibson | 1984
978-2 | Foundation | Asimov | 1951 | 3
978-3 | Hyperion | Simmons | 1989"""
lib = Library([Book.from_line(l) for l in CATALOG.splitlines()])
day0 = date(2024, 10, 1)
actions = [(0, "lend", "978-0", "kai"), (0, "lend", "978-0", "lea"), (1, "lend", "978-0", "max"),
           (2, "lend", "978-1", "kai"), (2, "lend", "978-1", "kai"), (3, "lend", "978-9", "lea"),
           (10, "return", "978-0", "kai"), (20, "return", "978-1", "kai"), (30, "return", "978-0", "lea"),
           (31, "return", "978-3", "max"), (31, "lend", "978-0", "max")]
fines = defaultdict(float)
for offset, act, isbn, who in actions:
    today = day0 + timedelta(days=offset)
    try:
        if act == "lend":
            print(f"{today:%b %d} {who} borrows {lib.books[isbn].title if isbn in lib.books else isbn}, due {lib.lend(isbn, who, today):%b %d}")
        else:
            fine = lib.give_back(isbn, who, today)
            fines[who] += fine
            print(f"{today:%b %d} {who} returns {isbn}" + (f", fine ${fine:.2f}" if fine else ""))
    except LoanError as e:
        print(f"{today:%b %d} refused: {e} (cause={e.__cause__}, suppressed={e.__suppress_context__})")
print("fines:", dict(fines))
print("available:", {b.title: b.available for b in lib.books.values()})
oldest = heapq.nsmallest(2, lib.books.values(), key=lambda b: b.year)
print("oldest:", [(b.title, b.year) for b in oldest])
print(json.dumps([(d.isoformat(), a, i, m) for d, a, i, m in lib.history[:3]]))
by_decade = defaultdict(list)
for b in lib.books.values():
    by_decade[f"{b.year // 10 * 10}s"].append(b.title)
print(dict(sorted(by_decade.items())), Library.LOAN_DAYS, lib.FINE_PER_DAY)
