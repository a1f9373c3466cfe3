"""Parse CSV-like text by hand, coerce column types, validate rows and report errors."""
from typing import List, Dict, Tuple, Optional, Callable

DATA = """id,name,age,email,salary,active
1,Alice Smith,34,alice@example.com,72000.50,yes
2,"Bob, Jr.",29,bob@example.com,58000,no
3,Carol,,carol@example,61000,yes
4,Dan,41,dan@example.com,abc,yes
5,Eve,27,eve@example.com,49500,maybe
6,"Frank ""The Tank"" Lee",52,frank@example.com,88000,YES
7,Grace,19,grace@example.com,31000
"""


class RowError(Exception):
    def __init__(self, line: int, column: str, message: str) -> None:
        super().__init__(f"line {line}, column {column!r}: {message}")
        self.line = line


def split_csv_line(line: str) -> List[str]:
    fields, cur, in_quotes, i = [], [], False, 0
    while i < len(line):
        ch = line[i]
        if in_quotes:
            if ch == '"' and i + 1 < len(line) and line[i + 1] == '"':
                cur.append('"')
                i += 1
            elif ch == '"':
                in_quotes = False
            else:
                cur.append(ch)
        elif ch == '"':
            in_quotes = True
        elif ch == ",":
            fields.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    fields.append("".join(cur))
    return fields


def to_bool(s: str) -> bool:
    low = s.lower()
    if low in ("yes", "true", "1"):
        return True
    if low in ("no", "false", "0"):
        return False
    raise ValueError(f"not a boolean: {s!r}")


def to_email(s: str) -> str:
    if "@" not in s or "." not in s.split("@")[-1]:
        raise ValueError(f"invalid email {s!r}")
    return s


SCHEMA: Dict[str, Tuple[Callable, bool]] = {
    "id": (int, True), "name": (str, True), "age": (int, False),
    "email": (to_email, True), "salary": (float, True), "active": (to_bool, True),
}


def parse_row(header: List[str], values: List[str], line: int) -> Dict:
    if len(values) != len(header):
        raise RowError(line, "*", f"expected {len(header)} fields, got {len(values)}")
    row: Dict[str, Optional[object]] = {}
    for col, raw in zip(header, values):
        conv, required = SCHEMA[col]
        if raw == "":
            if required:
                raise RowError(line, col, "missing value")
            row[col] = None
            continue
        try:
            row[col] = conv(raw)
        except ValueError as e:
            raise RowError(line, col, str(e)) from e
    return row


def main() -> None:
    lines = DATA.strip().split("\n")
    header = split_csv_line(lines[0])
    print("header:", header)
    good, bad = [], []
    for n, line in enumerate(lines[1:], start=2):
        try:
            good.append(parse_row(header, split_csv_line(line), n))
        except RowError as e:
            bad.append(e)
    print(f"{len(good)} good rows, {len(bad)} bad rows")
    for row in good:
        print(f"  {row['id']:>2} {row['name']:<20} age={str(row['age']):>4} {row['salary']:>10.2f} active={row['active']}")
    for e in bad:
        cause = e.__cause__
        print(f"  ! {e}" + (f" [{type(cause).__name__}]" if cause is not None else ""))
    payroll = sum(r["salary"] for r in good if r["active"])
    print(f"active payroll: {payroll:,.2f}")
    ages = [r["age"] for r in good if r["age"] is not None]
    print("mean age:", sum(ages) / len(ages) if ages else "n/a")
    print(split_csv_line('a,"b,c",,"d""e"'))


if __name__ == "__main__":
    main()
