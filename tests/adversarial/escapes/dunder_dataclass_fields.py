# A dataclass's field table.
# expect: refused AttributeError: attribute '__dataclass_fields__' is not available in Pyrite (no access to interpreter internals)
from dataclasses import dataclass
@dataclass
class P:
    x: int = 0
print(P.__dataclass_fields__)
