# Sorting and grouping records with operator.itemgetter / attrgetter / methodcaller.
from operator import itemgetter, attrgetter, methodcaller
from itertools import groupby
from functools import reduce
import operator

rows = [
    {"name": "alice", "dept": "eng", "salary": 120, "age": 31},
    {"name": "bob", "dept": "ops", "salary": 95, "age": 45},
    {"name": "carol", "dept": "eng", "salary": 135, "age": 28},
    {"name": "dan", "dept": "ops", "salary": 95, "age": 39},
    {"name": "erin", "dept": "sales", "salary": 80, "age": 25},
]
by_salary = sorted(rows, key=itemgetter("salary", "name"), reverse=True)
for r in by_salary:
    print(f"{r['name']:<6} {r['dept']:<5} {r['salary']:>4}")
for dept, group in groupby(sorted(rows, key=itemgetter("dept")), key=itemgetter("dept")):
    members = list(group)
    total = reduce(operator.add, map(itemgetter("salary"), members))
    print(dept, [m["name"] for m in members], total)
print(max(rows, key=itemgetter("age"))["name"], min(rows, key=itemgetter("age"))["name"])

class Task:
    def __init__(self, title, priority, owner):
        self.title = title
        self.priority = priority
        self.owner = owner
    def label(self, prefix=""):
        return f"{prefix}{self.title}"
    def __repr__(self):
        return f"Task({self.title!r}, p{self.priority})"

class Owner:
    def __init__(self, name):
        self.name = name

o1, o2 = Owner("zoe"), Owner("adam")
tasks = [Task("deploy", 2, o1), Task("review", 1, o2), Task("fix bug", 1, o1), Task("docs", 3, o2)]
print(sorted(tasks, key=attrgetter("priority", "title")))
print(sorted(tasks, key=attrgetter("owner.name", "priority")))
print(list(map(methodcaller("label", prefix="- "), tasks)))
pairs = [(3, "c"), (1, "a"), (2, "b")]
print(sorted(pairs, key=itemgetter(0)), list(map(itemgetter(1), pairs)))
print(sum(map(operator.mul, [1, 2, 3], [4, 5, 6])), list(map(operator.neg, [1, -2])))
