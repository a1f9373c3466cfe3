"""Monthly department report; one employee references a department that does not exist."""
from typing import Dict, List

DEPARTMENTS = {
    "ENG": {"name": "Engineering", "budget": 500000},
    "OPS": {"name": "Operations", "budget": 200000},
    "MKT": {"name": "Marketing", "budget": 150000},
}

EMPLOYEES = [
    {"name": "ann", "dept": "ENG", "salary": 120000},
    {"name": "bob", "dept": "OPS", "salary": 70000},
    {"name": "cat", "dept": "ENG", "salary": 135000},
    {"name": "dev", "dept": "MKT", "salary": 64000},
    {"name": "eve", "dept": "FIN", "salary": 99000},
]


def headcount(employees: List[Dict]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for e in employees:
        counts[e["dept"]] = counts.get(e["dept"], 0) + 1
    return counts


def utilisation(employees: List[Dict]) -> Dict[str, float]:
    spend: Dict[str, int] = {}
    for e in employees:
        spend[e["dept"]] = spend.get(e["dept"], 0) + e["salary"]
    return {code: round(100 * total / DEPARTMENTS[code]["budget"], 1) for code, total in spend.items()}


def report(employees: List[Dict]) -> None:
    counts = headcount(employees)
    print("headcount:", counts)
    print("payroll:", sum(e["salary"] for e in employees))
    util = utilisation(employees)
    for code, pct in sorted(util.items()):
        print(f"{DEPARTMENTS[code]['name']:<12} {pct:>5.1f}%")


def main() -> None:
    print("departments:", ", ".join(sorted(DEPARTMENTS)))
    report(EMPLOYEES[:4])
    print("-- full roster --")
    report(EMPLOYEES)


if __name__ == "__main__":
    main()
