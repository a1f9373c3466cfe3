"""Scale recipes, convert units with functools.partial, and build a shopping list."""
from functools import partial, reduce
from collections import defaultdict
from dataclasses import dataclass, replace
import math
import re

TO_GRAMS = {"g": 1, "kg": 1000, "oz": 28.3495, "lb": 453.592}
TO_ML = {"ml": 1, "l": 1000, "tsp": 4.92892, "tbsp": 14.7868, "cup": 236.588}


@dataclass(frozen=True)
class Ingredient:
    name: str
    qty: float
    unit: str

    def scaled(self, factor: float) -> "Ingredient":
        return replace(self, qty=self.qty * factor)


def convert(qty: float, unit: str, table: dict[str, float], target: str) -> float:
    if unit not in table or target not in table:
        raise ValueError(f"cannot convert {unit!r} to {target!r}")
    return qty * table[unit] / table[target]


to_g = partial(convert, table=TO_GRAMS, target="g")
to_ml = partial(convert, table=TO_ML, target="ml")

LINE = re.compile(r"^\s*(?P<qty>\d+(?:\.\d+)?|\d+/\d+)\s*(?P<unit>[a-z]+)?\s+(?P<name>.+?)\s*$")


def parse(line: str) -> Ingredient:
    m = LINE.match(line)
    if not m:
        raise ValueError(f"unparseable line: {line!r}")
    q = m["qty"]
    qty = reduce(lambda n, d: n / d, map(float, q.split("/"))) if "/" in q else float(q)
    return Ingredient(m["name"], qty, m["unit"] or "pc")


PANCAKES = """1 1/2 cup flour""".split(" ", 0)
RECIPES = {
    "pancakes": ["1.5 cup flour", "2 tbsp sugar", "2 tsp baking powder", "1/2 tsp salt",
                 "1.25 cup milk", "1 egg", "3 tbsp butter"],
    "cookies": ["8 oz butter", "1 cup sugar", "2 egg", "250 g flour", "1 tsp baking powder",
                "200 g chocolate"],
}
parsed = {name: [parse(l) for l in lines] for name, lines in RECIPES.items()}
for name, ings in parsed.items():
    print(f"{name}: {len(ings)} ingredients")
    for i in ings:
        print(f"   {i.qty:>6g} {i.unit:<5} {i.name}")

servings = {"pancakes": (4, 10), "cookies": (24, 36)}
shopping: dict[tuple[str, str], float] = defaultdict(float)
for name, (base, want) in servings.items():
    for ing in parsed[name]:
        s = ing.scaled(want / base)
        if s.unit in TO_ML:
            shopping[(s.name, "ml")] += to_ml(s.qty, s.unit)
        elif s.unit in TO_GRAMS:
            shopping[(s.name, "g")] += to_g(s.qty, s.unit)
        else:
            shopping[(s.name, s.unit)] += s.qty
print("shopping list:")
for (item, unit), qty in sorted(shopping.items()):
    shown = math.ceil(qty) if unit == "pc" else round(qty, 1)
    print(f"   {item:<16} {shown:>8} {unit}")
try:
    to_g(2, "cup")
except ValueError as e:
    print("error:", e)
try:
    parse("a pinch of salt")
except ValueError as e:
    print("error:", e)
print(to_g.keywords, to_g.args, round(to_g(1, "lb"), 3), round(convert(1, "l", TO_ML, "cup"), 4))
egg = Ingredient("egg", 1, "pc")
print(egg.scaled(2.5), egg, hash(egg) == hash(Ingredient("egg", 1, "pc")))
print(PANCAKES, f"{2/3:g} {1.0:g} {1e-5:g} {123456789:g} {0.5:.0f} {1.5:.0f} {2.5:.0f}")
