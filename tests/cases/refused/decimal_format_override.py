# pyrite-refuses: NotImplementedError: Decimal.__format__() with an override dict is not supported
# pyrite-exit: 1
# The override dict is undocumented (CPython uses it in test_decimal only).
from decimal import Decimal
print(Decimal("1234.5").__format__(",.2f"))
print(Decimal("1234.5").__format__(",.2f", {"decimal_point": ",", "thousands_sep": "."}))
