# Parsing CSV-like text by hand: quoting, type inference, grouping with itertools.groupby,
# aggregation into a table with totals, and a JSON export.
import json
import re
from itertools import groupby
from operator import itemgetter, attrgetter

RAW = '''region,product,units,price
north,"Widget, large",10,2.50
south,Gadget,3,10.00
north,Gadget,7,9.50
east,Widget,,2.00
south,"Widget, large",12,2.75
north,Widget,5,2.00'''


def split_csv(line):
    return [m.group(1).replace('""', '"') if m.group(1) is not None else m.group(2)
            for m in re.finditer(r'(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))', line)]


def infer(v):
    for conv in (int, float):
        try:
            return conv(v)
        except ValueError:
            pass
    return v if v else None


lines = RAW.splitlines()
header = split_csv(lines[0])
rows = [dict(zip(header, map(infer, split_csv(l)))) for l in lines[1:]]
for r in rows:
    print(r)
valid = [r for r in rows if r["units"] is not None]
print(len(valid), "valid of", len(rows))
valid.sort(key=itemgetter("region", "product"))
for region, grp in groupby(valid, key=itemgetter("region")):
    grp = list(grp)
    total = sum(r["units"] * r["price"] for r in grp)
    print(f"{region:<6}{len(grp):>3} rows {sum(r['units'] for r in grp):>4} units  ${total:>8.2f}")
by_product = {}
for r in valid:
    by_product.setdefault(r["product"], []).append(r["units"])
print(json.dumps(by_product, indent=2))
print(json.dumps({"rows": valid[:2], "count": len(valid)}, sort_keys=True))
get = itemgetter(1, 0)
print(get(["a", "b", "c"]), itemgetter("price")(rows[0]), sorted(rows, key=itemgetter("price"))[0]["product"])


class Rec:
    def __init__(self, name, score):
        self.name, self.score = name, score

    def __repr__(self):
        return f"Rec({self.name!r}, {self.score})"


recs = [Rec("b", 2), Rec("a", 3), Rec("c", 2)]
print(sorted(recs, key=attrgetter("score", "name")), attrgetter("name")(recs[0]))
print(split_csv('a,"b ""quoted"" c",,d'), split_csv(""), [infer(x) for x in ["1", "1.5", "x", "", "1e3", "-0"]])
