# pyrite-refuses: NotImplementedError: datetime.fromtimestamp() without tz is not supported in Pyrite (it needs the local time zone; use an aware datetime or timezone.utc)
# pyrite-exit: 1
from datetime import datetime

print(datetime.fromtimestamp(0).year >= 1969)
