# How datetime's objects meet the rest of the language: named-tuple access, special methods
# called by name, getattr, class attributes through instances, module members.
import datetime
from datetime import date, datetime as DT, time, timedelta, timezone, tzinfo


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


ic = date(2024, 1, 31).isocalendar()
print(ic[0], ic[-1], ic[1:], len(ic), 2024 in ic, 7 in ic, ic.count(5), ic.index(3), list(reversed(ic)))
print(max(ic), sorted(ic), hash(ic) == hash((2024, 5, 3)), {ic: "x"}[(2024, 5, 3)], str(ic))
show(lambda: ic[3])
show(lambda: ic.index(9))
d = date(2024, 1, 1)
print(d.__add__(timedelta(1)), d.__sub__(d), d.__eq__(5), d.__lt__(date(2025, 1, 1)), d.__str__(), d.__repr__())
print(timedelta.__add__(timedelta(1), 5), timedelta(2).__mul__(3), timedelta(2).__neg__(), timedelta(2).__bool__())
print(date.__add__(d, timedelta(2)), d.__format__("%Y"), d.__hash__() == hash(d))
print(getattr(d, "year"), getattr(DT(2024, 1, 1, 5), "hour"), getattr(timedelta(3), "days"), hasattr(d, "hour"))
print(d.min, d.max, d.resolution, timedelta(1).max, DT(2024, 1, 1).min, time(1).max, timezone.utc.utc)
print(type(d)(2020, 1, 1), type(timezone.utc).utc, type(timedelta(1))(hours=1))
print(date.__name__, date.__qualname__, date.__module__, DT.__name__, timedelta.__module__, tzinfo.__name__)
print(datetime.date is date, datetime.datetime is DT, datetime.UTC is timezone.utc, datetime.MAXYEAR)
print(isinstance(DT(2024, 1, 1), date), isinstance(d, DT), isinstance(timezone.utc, tzinfo), isinstance(d, (int, date)))
print(issubclass(DT, date), issubclass(timezone, tzinfo), issubclass(date, DT))
print(str(type(d)), repr(DT), repr(timezone), repr(time))
print(divmod(timedelta(hours=25), timedelta(hours=24)), abs(timedelta(-1)), -timedelta(1) < timedelta(0))
print([x for x in (date(2024, 1, 1) + timedelta(i) for i in range(10)) if x.weekday() == 0])
print(sum([timedelta(minutes=m) for m in range(5)], start=timedelta()), any([timedelta(0)]), all([timedelta(1)]))
print(sorted({date(2024, 1, 2): 1, date(2023, 1, 1): 2}.items()), set([time(1), time(1)]))
show(lambda: d.year.__class__)
show(lambda: setattr(d, "year", 2000))
show(lambda: setattr(d, "tag", 1))
show(lambda: setattr(timedelta(1), "days", 2))
show(lambda: d.nope)
show(lambda: d(1))
show(lambda: len(d))
show(lambda: d[0])
show(lambda: iter(d))
