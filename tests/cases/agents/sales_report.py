"""Summarize sales records by region and product, then print a top-N report."""
from typing import List, Dict


SALES = [
    {"region": "North", "product": "Widget", "units": 120, "price": 2.50},
    {"region": "South", "product": "Gadget", "units": 45, "price": 12.00},
    {"region": "North", "product": "Gadget", "units": 30, "price": 12.00},
    {"region": "East", "product": "Widget", "units": 200, "price": 2.45},
    {"region": "West", "product": "Gizmo", "units": 15, "price": 30.00},
    {"region": "South", "product": "Widget", "units": 80, "price": 2.55},
    {"region": "East", "product": "Gizmo", "units": 22, "price": 29.50},
    {"region": "West", "product": "Widget", "units": 95, "price": 2.50},
    {"region": "North", "product": "Gizmo", "units": 8, "price": 31.00},
    {"region": "South", "product": "Gizmo", "units": 12, "price": 30.00},
    {"region": "East", "product": "Gadget", "units": 51, "price": 11.75},
    {"region": "West", "product": "Gadget", "units": 40, "price": 12.25},
]


def revenue(row: Dict) -> float:
    return row["units"] * row["price"]


def group_by(rows: List[Dict], key: str) -> Dict[str, List[Dict]]:
    groups: Dict[str, List[Dict]] = {}
    for row in rows:
        groups.setdefault(row[key], []).append(row)
    return groups


def summarize(rows: List[Dict], key: str) -> List[Dict]:
    out = []
    for name, items in group_by(rows, key).items():
        total_units = sum(r["units"] for r in items)
        total_rev = sum(revenue(r) for r in items)
        out.append({
            "name": name,
            "count": len(items),
            "units": total_units,
            "revenue": total_rev,
            "avg_price": total_rev / total_units,
        })
    return out


def print_table(title: str, rows: List[Dict]) -> None:
    print(f"== {title} ==")
    print(f"{'Name':<10}{'N':>3}{'Units':>8}{'Revenue':>12}{'Avg':>8}")
    print("-" * 41)
    for r in rows:
        print(f"{r['name']:<10}{r['count']:>3}{r['units']:>8}{r['revenue']:>12,.2f}{r['avg_price']:>8.3f}")
    total = sum(r["revenue"] for r in rows)
    print("-" * 41)
    print(f"{'TOTAL':<10}{'':>3}{sum(r['units'] for r in rows):>8}{total:>12,.2f}")
    print()


def main() -> None:
    by_region = sorted(summarize(SALES, "region"), key=lambda r: r["revenue"], reverse=True)
    print_table("By region (revenue desc)", by_region)

    by_product = sorted(summarize(SALES, "product"), key=lambda r: (-r["units"], r["name"]))
    print_table("By product (units desc)", by_product)

    top3 = sorted(SALES, key=lambda r: revenue(r), reverse=True)[:3]
    print("Top 3 line items:")
    for rank, row in enumerate(top3, start=1):
        print(f"  {rank}. {row['region']:<6} {row['product']:<7} {revenue(row):8.2f}")

    best = max(by_region, key=lambda r: r["avg_price"])
    print(f"Highest average price region: {best['name']} ({best['avg_price']:.2f})")
    share = {r["name"]: round(100 * r["revenue"] / sum(x["revenue"] for x in by_region), 1)
             for r in by_region}
    print("Revenue share %:", share)
    big = [r["name"] for r in by_region if r["revenue"] > 1500]
    print("Regions over 1500:", big)
    print("Any region under 1000?", any(r["revenue"] < 1000 for r in by_region))
    print("All regions sold gizmos?", all(
        any(x["product"] == "Gizmo" for x in items) for items in group_by(SALES, "region").values()))


if __name__ == "__main__":
    main()
