# pyrite-refuses: NotImplementedError: timetuple() is not supported in Pyrite (time.struct_time is not available)
# pyrite-exit: 1
from datetime import date

print(date(2024, 1, 5).timetuple().tm_yday)
