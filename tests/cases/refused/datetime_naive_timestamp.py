# pyrite-refuses: NotImplementedError: timestamp() of a naive datetime is not supported in Pyrite (it needs the local time zone; use an aware datetime or timezone.utc)
# pyrite-exit: 1
from datetime import datetime, timezone

print(datetime(2024, 1, 1, tzinfo=timezone.utc).timestamp())
print(datetime(2024, 1, 1).timestamp() > 0)
