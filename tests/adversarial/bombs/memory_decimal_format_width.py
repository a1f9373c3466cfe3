# A Decimal formatted to a width of two billion characters: the padding is charged before it exists.
# expect: limit memory
from decimal import Decimal
s = f"{Decimal('1.5'):*>2000000000}"
