# asdict()/astuple() deep-copy the fields' values: a date or timedelta field comes out as a
# new, equal object (json.dumps(default=str) then writes it), as in CPython.
import json
from dataclasses import asdict, astuple, dataclass, field
from datetime import date, datetime, time, timedelta


@dataclass
class Booking:
    guest: str
    arrive: date
    stay: timedelta
    checkin: time = time(15)
    created: datetime = datetime(2024, 1, 1, 9, 30)
    notes: list[str] = field(default_factory=list)


b = Booking("Ada", date(2024, 3, 1), timedelta(days=3), notes=["late"])
d = asdict(b)
print(d)
print(d["arrive"] == b.arrive, d["arrive"] is b.arrive, d["stay"] is b.stay)
print(astuple(b))
print(json.dumps(d, default=str, indent=2))
print(json.dumps([asdict(x) for x in (b, Booking("Bo", date(2024, 4, 2), timedelta(hours=5)))],
                 default=str))
