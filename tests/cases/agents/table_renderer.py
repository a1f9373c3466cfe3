"""Render lists of dicts as aligned text and markdown tables with computed columns."""
from typing import Any, Dict, List, Optional, Callable

ROWS = [
    {"lang": "Python", "year": 1991, "typing": "dynamic", "stars": 58.2, "paradigms": ["oo", "func", "proc"]},
    {"lang": "Rust", "year": 2010, "typing": "static", "stars": 91.4, "paradigms": ["func", "proc"]},
    {"lang": "Go", "year": 2009, "typing": "static", "stars": 118.0, "paradigms": ["proc"]},
    {"lang": "Haskell", "year": 1990, "typing": "static", "stars": None, "paradigms": ["func"]},
    {"lang": "JavaScript", "year": 1995, "typing": "dynamic", "stars": 102.7, "paradigms": ["oo", "func"]},
    {"lang": "C", "year": 1972, "typing": "static", "stars": 3.1, "paradigms": ["proc"]},
]


def cell(value: Any) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:,.1f}"
    if isinstance(value, list):
        return "/".join(value)
    return str(value)


def is_numeric(values: List[Any]) -> bool:
    present = [v for v in values if v is not None]
    return bool(present) and all(isinstance(v, (int, float)) for v in present)


def text_table(rows: List[Dict], columns: List[str], title: Optional[str] = None) -> str:
    cells = [[cell(r.get(c)) for c in columns] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    numeric = [is_numeric([r.get(c) for r in rows]) for c in columns]

    def fmt_row(values: List[str]) -> str:
        parts = [v.rjust(w) if num else v.ljust(w) for v, w, num in zip(values, widths, numeric)]
        return "| " + " | ".join(parts) + " |"

    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    lines = []
    if title:
        lines.append(title.center(len(sep)))
    lines += [sep, fmt_row([c.upper() for c in columns]), sep.replace("-", "=")]
    lines += [fmt_row(r) for r in cells]
    lines.append(sep)
    return "\n".join(lines)


def markdown(rows: List[Dict], columns: List[str]) -> str:
    numeric = [is_numeric([r.get(c) for r in rows]) for c in columns]
    head = "| " + " | ".join(columns) + " |"
    align = "|" + "|".join("---:" if n else ":---" for n in numeric) + "|"
    body = ["| " + " | ".join(cell(r.get(c)) for c in columns) + " |" for r in rows]
    return "\n".join([head, align] + body)


def add_column(rows: List[Dict], name: str, fn: Callable[[Dict], Any]) -> List[Dict]:
    return [dict(r, **{name: fn(r)}) for r in rows]


def main() -> None:
    cols = ["lang", "year", "typing", "stars", "paradigms"]
    print(text_table(ROWS, cols, title="Languages"))
    enriched = add_column(ROWS, "age", lambda r: 2024 - r["year"])
    enriched = add_column(enriched, "n_par", lambda r: len(r["paradigms"]))
    newest = sorted(enriched, key=lambda r: r["age"])[:3]
    print(text_table(newest, ["lang", "age", "n_par"]))
    print(markdown(sorted(ROWS, key=lambda r: (r["stars"] is None, -(r["stars"] or 0))), ["lang", "stars", "typing"]))
    by_typing: Dict[str, List[str]] = {}
    for r in ROWS:
        by_typing.setdefault(r["typing"], []).append(r["lang"])
    summary = [{"typing": k, "count": len(v), "langs": ", ".join(sorted(v))} for k, v in by_typing.items()]
    print(text_table(summary, ["typing", "count", "langs"]))
    print(text_table([{"x": 1}], ["x", "missing"]))


if __name__ == "__main__":
    main()
