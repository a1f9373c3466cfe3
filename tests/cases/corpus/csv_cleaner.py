"""Clean messy CSV-like records: type coercion with error messages, dedupe, normalisation."""
import re
import json
from dataclasses import dataclass, asdict, field
from datetime import date, datetime
from collections import Counter

RAW = """id,name,email,signup,age,balance
1,  Alice Smith ,ALICE@Example.com,2023-01-15,34,1200.50
2,Bob Jones,bob@example,2023-02-30,41,-20
3,carol white,carol.white@example.org,15/03/2023,twenty,300
4,Dan Brown,dan@example.com,2023-04-01,,1e3
5,Alice Smith,alice@example.com,2023-01-15,34,1200.5
6,Eve Black,eve@example.net,2023-06-10,29,"12,000"
7,Frank Green,frank@example.com,2023-07-04,150,0
"""

EMAIL_RE = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")


@dataclass
class Record:
    id: int
    name: str
    email: str
    signup: date
    age: int | None
    balance: float
    warnings: list[str] = field(default_factory=list)


def parse_date(s: str) -> date:
    for fmt in ("%Y-%m-%d", "%d/%m/%Y"):
        try:
            return datetime.strptime(s, fmt).date()
        except ValueError:
            pass
    raise ValueError(f"unrecognised date {s!r}")


def coerce(row: dict[str, str]) -> Record:
    warnings = []
    name = " ".join(row["name"].split()).title()
    email = row["email"].strip().lower()
    if not EMAIL_RE.match(email):
        warnings.append(f"bad email {email!r}")
    signup = parse_date(row["signup"])
    try:
        age = int(row["age"])
        if not 0 < age < 120:
            warnings.append(f"implausible age {age}")
    except ValueError as exc:
        warnings.append(str(exc))
        age = None
    balance = float(row["balance"].strip('"').replace(",", ""))
    return Record(int(row["id"]), name, email, signup, age, balance, warnings)


def split_line(line: str) -> list[str]:
    """Split on commas outside double quotes (no lookahead needed)."""
    return [m.group(1) if m.group(1) is not None else m.group(2)
            for m in re.finditer(r'(?:^|,)(?:"([^"]*)"|([^,]*))', line)]


lines = RAW.strip().splitlines()
header = lines[0].split(",")
records, rejected = [], []
for line in lines[1:]:
    parts = split_line(line)
    row = dict(zip(header, parts))
    try:
        records.append(coerce(row))
    except ValueError as exc:
        rejected.append((row["id"], str(exc)))

for r in records:
    flag = "!" if r.warnings else " "
    age = f"{r.age:>3}" if r.age is not None else "  ?"
    print(f"{flag} {r.id:>2} {r.name:<12} {r.email:<26} {r.signup} {age} {r.balance:>10.2f}")
    for w in r.warnings:
        print(f"      warning: {w}")
for rid, why in rejected:
    print(f"rejected {rid}: {why}")

seen: dict[tuple[str, date], int] = {}
dupes = []
for r in records:
    key = (r.email, r.signup)
    if key in seen:
        dupes.append((seen[key], r.id))
    else:
        seen[key] = r.id
print("duplicates:", dupes)
domains = Counter(r.email.split("@")[1] for r in records)
print(domains.most_common())
clean = [asdict(r) for r in records if not r.warnings]
print(json.dumps(clean, indent=2, default=str))
for bad in ("12a", "", " 7 ", "0x1F", "1_000", "３"):
    try:
        print(repr(bad), "->", int(bad))
    except ValueError as exc:
        print(repr(bad), "->", exc)
for bad in ("1.5e", "nan", "-inf", " 2.50 ", "1,5"):
    try:
        print(repr(bad), "->", float(bad))
    except ValueError as exc:
        print(repr(bad), "->", exc)
