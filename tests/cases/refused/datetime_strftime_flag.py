# pyrite-refuses: NotImplementedError: strftime directive '%-' is not supported in Pyrite
# pyrite-exit: 1
from datetime import date

print(date(2024, 1, 5).strftime("%-d/%-m"))
