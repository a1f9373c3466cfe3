"""Import sensor readings; a malformed value is re-raised as a domain error with `from e`."""
from dataclasses import dataclass
from typing import List

RAW = """
sensor-a, 21.5, 40
sensor-b, 19.0, 55
sensor-c, 22.25, 38
sensor-d, 20.1, forty-two
sensor-e, 18.0, 60
"""


class ImportFailed(Exception):
    pass


@dataclass
class Reading:
    sensor: str
    celsius: float
    humidity: int

    @property
    def fahrenheit(self) -> float:
        return self.celsius * 9 / 5 + 32


def parse_line(line: str, lineno: int) -> Reading:
    name, temp, hum = [part.strip() for part in line.split(",")]
    try:
        return Reading(name, float(temp), int(hum))
    except ValueError as e:
        raise ImportFailed(f"line {lineno}: bad reading for {name}") from e


def load(text: str) -> List[Reading]:
    readings = []
    for lineno, line in enumerate(text.strip().split("\n"), 1):
        readings.append(parse_line(line, lineno))
        print(f"loaded {readings[-1].sensor}: {readings[-1].fahrenheit:.1f}F")
    return readings


def main() -> None:
    print("importing readings")
    readings = load(RAW)
    avg = sum(r.celsius for r in readings) / len(readings)
    print(f"average {avg:.2f}C")


if __name__ == "__main__":
    main()
