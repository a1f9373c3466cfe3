"""Parse and sort semantic versions, resolve constraints like '>=1.2,<2.0' and '^1.4'."""
import re
from dataclasses import dataclass, field
from functools import total_ordering
from typing import Optional

SEMVER = re.compile(
    r"^v?(?P<major>0|[1-9]\d*)\.(?P<minor>0|[1-9]\d*)\.(?P<patch>0|[1-9]\d*)"
    r"(?:-(?P<pre>[0-9A-Za-z.-]+))?(?:\+(?P<build>[0-9A-Za-z.-]+))?$"
)
CONSTRAINT = re.compile(r"\s*(?P<op>>=|<=|==|!=|>|<|\^|~)?\s*(?P<ver>[\w.+-]+)\s*")


@total_ordering
@dataclass(frozen=True)
class Version:
    major: int
    minor: int
    patch: int
    pre: tuple = field(default=())
    build: Optional[str] = field(default=None, compare=False)

    @classmethod
    def parse(cls, text: str) -> "Version":
        m = SEMVER.match(text.strip())
        if not m:
            raise ValueError(f"invalid version: {text!r}")
        pre = tuple(int(p) if p.isdigit() else p for p in m["pre"].split(".")) if m["pre"] else ()
        return cls(int(m["major"]), int(m["minor"]), int(m["patch"]), pre, m["build"])

    def _key(self):
        pre_key = (1,) if not self.pre else (0, *((0, p) if isinstance(p, int) else (1, p) for p in self.pre))
        return (self.major, self.minor, self.patch, pre_key)

    def __lt__(self, other: "Version") -> bool:
        return self._key() < other._key()

    def __str__(self) -> str:
        s = f"{self.major}.{self.minor}.{self.patch}"
        if self.pre:
            s += "-" + ".".join(map(str, self.pre))
        return s + (f"+{self.build}" if self.build else "")


def satisfies(v: Version, spec: str) -> bool:
    for part in spec.split(","):
        m = CONSTRAINT.fullmatch(part)
        if not m:
            raise ValueError(f"bad constraint {part!r}")
        op, target = m["op"] or "==", Version.parse(m["ver"])
        if op == "^":
            upper = Version(target.major + 1, 0, 0) if target.major else Version(0, target.minor + 1, 0)
            ok = target <= v < upper
        elif op == "~":
            ok = target <= v < Version(target.major, target.minor + 1, 0)
        else:
            ok = {">=": v >= target, "<=": v <= target, ">": v > target, "<": v < target,
                  "==": v == target, "!=": v != target}[op]
        if not ok:
            return False
    return True


RAW = ["1.0.0", "2.0.0-rc.1", "1.10.0", "1.2.3", "v1.2.10", "2.0.0", "1.0.0-alpha", "1.0.0-alpha.1",
       "1.0.0-beta.2", "1.0.0-beta.11", "0.9.12+build.5", "01.2.3", "1.2", "2.0.0-rc.1+meta"]
versions = []
for r in RAW:
    try:
        versions.append(Version.parse(r))
    except ValueError as e:
        print("skip:", e)
print("sorted:", ", ".join(map(str, sorted(versions))))
print("latest:", max(versions), " latest stable:", max(v for v in versions if not v.pre))
print(Version.parse("2.0.0-rc.1") == Version.parse("2.0.0-rc.1+meta"), len(set(versions)))
for spec in (">=1.2.0,<2.0.0", "^1.2.3", "~1.2.0", "^0.9.0", "!=1.0.0,<1.1.0", "==2.0.0"):
    match = [str(v) for v in sorted(versions) if satisfies(v, spec)]
    print(f"{spec:<18} -> {match}")
try:
    satisfies(versions[0], ">>1.0.0")
except ValueError as e:
    print("error:", e)
print(repr(Version.parse("1.2.3-x.7+b")), Version(1, 2, 3) < Version(1, 2, 3, ("a",)))
