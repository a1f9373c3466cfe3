"""Triage support tickets: regex classification, priority scoring, SLA deadlines, JSON export."""
import re
import json
import heapq
from datetime import datetime, timedelta
from collections import Counter, defaultdict
from dataclasses import dataclass, field

TICKETS = [
    ("T-101", "2024-04-01 09:15", "Cannot login after password reset, error 403"),
    ("T-102", "2024-04-01 09:40", "Invoice #5531 charged twice!! refund please"),
    ("T-103", "2024-04-01 10:05", "Feature request: dark mode for the dashboard"),
    ("T-104", "2024-04-01 11:30", "URGENT: production API returning 500 errors"),
    ("T-105", "2024-04-01 12:00", "How do I export my data to CSV?"),
    ("T-106", "2024-04-01 13:45", "Payment failed with card ending 4242"),
    ("T-107", "2024-04-01 14:10", "App crashes on startup (version 2.3.1)"),
    ("T-108", "2024-04-01 16:55", "login page very slow, timeout after 30s"),
]

CATEGORIES = {
    "auth": re.compile(r"\b(login|password|403|sso)\b", re.I),
    "billing": re.compile(r"\b(invoice|refund|payment|charged|card)\b", re.I),
    "outage": re.compile(r"\b(500|crash(es)?|down|outage|timeout)\b", re.I),
    "question": re.compile(r"^(how|what|where|can)\b.*\?$", re.I),
    "feature": re.compile(r"feature request", re.I),
}
SLA = {"outage": 4, "billing": 8, "auth": 8, "question": 24, "feature": 72, "other": 48}
WEIGHT = {"outage": 50, "billing": 30, "auth": 25, "question": 5, "feature": 1, "other": 10}


@dataclass(order=True)
class Ticket:
    sort_key: int = field(init=False, repr=False)
    id: str = field(compare=False)
    opened: datetime = field(compare=False)
    text: str = field(compare=False)
    categories: list[str] = field(default_factory=list, compare=False)

    def __post_init__(self):
        self.categories = [c for c, rx in CATEGORIES.items() if rx.search(self.text)] or ["other"]
        score = max(WEIGHT[c] for c in self.categories)
        if re.search(r"urgent|!!", self.text, re.IGNORECASE):
            score += 20
        self.sort_key = -score

    @property
    def score(self) -> int:
        return -self.sort_key

    @property
    def due(self) -> datetime:
        return self.opened + timedelta(hours=min(SLA[c] for c in self.categories))


tickets = [Ticket(tid, datetime.strptime(ts, "%Y-%m-%d %H:%M"), text) for tid, ts, text in TICKETS]
heap = list(tickets)
heapq.heapify(heap)
print("work queue:")
while heap:
    t = heapq.heappop(heap)
    print(f"  {t.id} score={t.score:>3} due {t.due:%a %H:%M} [{', '.join(t.categories)}] {t.text[:40]}")

counts = Counter(c for t in tickets for c in t.categories)
print("by category:", dict(counts.most_common()))
now = datetime(2024, 4, 1, 17, 0)
breached = [t.id for t in tickets if t.due < now]
print(f"SLA breached at {now:%H:%M}: {breached}")
remaining = {t.id: str(t.due - now) for t in tickets if t.due >= now}
print(json.dumps(remaining, indent=2))
numbers = {t.id: re.findall(r"\d+(?:\.\d+)*", t.text) for t in tickets}
print({k: v for k, v in numbers.items() if v})
versions = [m.group(0) for t in tickets if (m := re.search(r"\d+\.\d+\.\d+", t.text))]
print("versions mentioned:", versions)
buckets = defaultdict(list)
for t in tickets:
    buckets[t.opened.hour // 3 * 3].append(t.id)
for h in sorted(buckets):
    print(f"{h:02d}:00-{h + 3:02d}:00 {buckets[h]}")
export = [{"id": t.id, "score": t.score, "due": t.due.isoformat(), "cats": t.categories} for t in tickets[:2]]
print(json.dumps(export))
print(sorted(tickets)[0].id, tickets[0] < tickets[1], repr(tickets[2])[:60])
