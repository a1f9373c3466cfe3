# pyrite-refuses: NotImplementedError: datetime.now() is not supported in Pyrite (there is no clock)
# pyrite-exit: 1
from datetime import datetime

print("start")
print(datetime.now() > datetime(2000, 1, 1))
