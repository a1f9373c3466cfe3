from dataclasses import dataclass
@dataclass(order=True)
class Box:
    size: int
boxes = [Box(3), Box(1), Box(2)]
print(sorted(boxes))
mixed = [Box(1), 5]
print(sorted(mixed))
