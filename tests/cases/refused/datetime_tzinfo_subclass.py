# pyrite-refuses: NotImplementedError: subclassing the built-in type 'tzinfo' is not supported
# pyrite-exit: 1
from datetime import datetime, timedelta, tzinfo


class EST(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=-5)

    def dst(self, dt):
        return timedelta(0)

    def tzname(self, dt):
        return "EST"


print(datetime(2024, 1, 1, tzinfo=EST()).utcoffset())
