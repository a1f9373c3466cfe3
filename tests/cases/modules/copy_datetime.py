# copy.copy and copy.deepcopy of dates, datetimes, times and timedeltas: CPython rebuilds them
# through __reduce__, so the copy is a new, equal object (a shallow copy shares the tzinfo).
import copy
from datetime import date, datetime, time, timedelta, timezone

d = date(2024, 2, 29)
for x in (d, datetime(2024, 1, 2, 3, 4, 5, 6), time(7, 8, 9), timedelta(days=-1, seconds=5)):
    c, dc = copy.copy(x), copy.deepcopy(x)
    print(repr(c), c == x, c is x, dc == x, dc is x, type(dc).__name__)

pair = copy.deepcopy([d, d, {"when": d}])
print(pair, pair[0] is pair[1], pair[2]["when"] is pair[0], pair[0] is d)
print(copy.deepcopy((d, 1)), copy.deepcopy({"k": (timedelta(hours=1),)}))

tz = timezone(timedelta(hours=2), "EET")
aware = datetime(2024, 5, 6, 7, 8, tzinfo=tz)
c = copy.copy(aware)
print(c, c == aware, c is aware, c.tzinfo is aware.tzinfo)
t = copy.copy(time(1, 2, tzinfo=tz))
print(t, t.tzinfo is tz)


def nest(k, leaf):
    x = leaf
    for _ in range(k):
        x = [x]
    return x


for leaf in (1, d, timedelta(1)):
    for k in (494, 495, 496, 497, 498):
        try:
            copy.deepcopy(nest(k, leaf))
            print(k, "ok")
        except RecursionError as e:
            print(k, type(e).__name__, e)


def in_function(leaf):
    for k in (495, 496, 497):
        try:
            copy.deepcopy(nest(k, leaf))
            print("in a function", k, "ok")
        except RecursionError as e:
            print("in a function", k, type(e).__name__, e)


in_function(d)
in_function(timedelta(1))
