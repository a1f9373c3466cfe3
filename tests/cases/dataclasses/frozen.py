from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True)
class Coord:
    lat: float
    lon: float
c = Coord(1.5, 2.5)
print(c)
try:
    c.lat = 0.0
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    c.new_field = 1
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    del c.lon
except FrozenInstanceError as e:
    print(type(e).__name__, e)
print(issubclass(FrozenInstanceError, AttributeError))
try:
    c.lat = 9
except AttributeError as e:
    print("caught as AttributeError:", e)
print(hash(c) == hash(Coord(1.5, 2.5)))
print(len({c, Coord(1.5, 2.5), Coord(0.0, 0.0)}))
places = {Coord(0.0, 0.0): "origin"}
print(places[Coord(0.0, 0.0)])
print(c == Coord(1.5, 2.5), c)
