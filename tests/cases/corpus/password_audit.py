"""Audit a list of passwords: strength rules via regex, hashing, and duplicate detection."""
import re
import hashlib
import base64
from collections import Counter
from dataclasses import dataclass


RULES = [
    ("length >= 10", lambda p: len(p) >= 10),
    ("has upper", lambda p: re.search(r"[A-Z]", p) is not None),
    ("has lower", lambda p: bool(re.search(r"[a-z]", p))),
    ("has digit", lambda p: re.search(r"\d", p) is not None),
    ("has symbol", lambda p: re.search(r"[^A-Za-z0-9]", p) is not None),
    ("no triple repeat", lambda p: not any(p[i] == p[i + 1] == p[i + 2] for i in range(len(p) - 2))),
]

COMMON = {"password", "123456", "qwerty", "letmein"}


@dataclass
class Result:
    user: str
    score: int
    failed: list[str]
    digest: str


def audit(user: str, password: str) -> Result:
    failed = [name for name, check in RULES if not check(password)]
    if password.lower() in COMMON:
        failed.append("common password")
    digest = hashlib.sha256(f"{user}:{password}".encode()).hexdigest()[:16]
    return Result(user, len(RULES) - len(failed), failed, digest)


ACCOUNTS = {
    "alice": "Tr0ub4dor&3xyz",
    "bob": "password",
    "carol": "aaaBBB111!!!",
    "dave": "correcthorsebatterystaple",
    "erin": "Qwerty123",
    "frank": "S3cure!Pass",
    "grace": "password",
}

results = [audit(u, p) for u, p in ACCOUNTS.items()]
for r in sorted(results, key=lambda r: (-r.score, r.user)):
    status = "OK  " if not r.failed else "WEAK"
    print(f"{status} {r.user:<6} score={r.score}/{len(RULES)} {r.digest}")
    for f in r.failed:
        print(f"       - {f}")

reuse = Counter(ACCOUNTS.values())
shared = {pw: n for pw, n in reuse.items() if n > 1}
print("reused passwords:", {hashlib.md5(pw.encode()).hexdigest(): n for pw, n in shared.items()})

fails = Counter(f for r in results for f in r.failed)
print("most common failures:")
for name, n in fails.most_common(3):
    print(f"  {name:<18} {n}")

token = base64.b64encode(b"alice:Tr0ub4dor&3xyz").decode("ascii")
print("basic auth:", token)
user, _, pw = base64.b64decode(token).decode().partition(":")
print("decoded:", user, len(pw))
print(base64.urlsafe_b64encode(hashlib.sha1(b"x").digest()))
h = hashlib.sha256()
for chunk in (b"part1", b"part2", b"part3"):
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(b"part1part2part3").hexdigest(), h.name, h.digest_size)
print(hashlib.new("sha512", b"abc").hexdigest()[:32])
masked = re.sub(r"^(.)(.*)(.)$", lambda m: m.group(1) + "*" * len(m.group(2)) + m.group(3), "Tr0ub4dor")
print("masked:", masked)
print(re.findall(r"[A-Z]|\d", "Tr0ub4dor&3xyz"))
try:
    base64.b64decode("abc")
except Exception as e:
    print(type(e).__name__, e)
