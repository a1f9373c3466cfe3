"""Analyse a chat transcript: per-user stats, response times, mentions, emoji and hashtags."""
import re
from datetime import datetime, timedelta
from collections import Counter, defaultdict
from itertools import pairwise, groupby
import json

LOG = """\
[2024-05-20 09:00:12] <maria> good morning team! @tom did the build pass? #ci
[2024-05-20 09:01:40] <tom> @maria yes, green ✅ but tests took 14m #ci #slow
[2024-05-20 09:02:05] <li> nice 🎉
[2024-05-20 09:15:33] <maria> ok let's ship it. @li can you tag v2.4.0?
[2024-05-20 09:16:01] <li> on it
[2024-05-20 09:30:47] <li> tagged v2.4.0 🚀 #release
[2024-05-20 10:02:00] <tom> anyone seen the flaky test_login again? #ci
[2024-05-20 10:05:12] <maria> @tom yes, opened #1234 for it
[2024-05-20 10:05:13] <maria> also @li @tom retro at 4pm
* li has left the channel
[2024-05-20 11:45:00] <tom> lunch 🍕🍕
"""

MSG = re.compile(r"^\[(?P<ts>[\d-]+ [\d:]+)\] <(?P<user>\w+)> (?P<text>.*)$")
MENTION = re.compile(r"@(\w+)")
TAG = re.compile(r"(?:^|\s)#([A-Za-z]\w*)")
EMOJI = re.compile("[\U0001F300-\U0001FAFF\u2705]")

messages = []
for line in LOG.splitlines():
    m = MSG.match(line)
    if m:
        messages.append((datetime.strptime(m["ts"], "%Y-%m-%d %H:%M:%S"), m["user"], m["text"]))
    else:
        print("system:", line.strip("* "))

print(f"{len(messages)} messages from {len({u for _, u, _ in messages})} users")
per_user = Counter(u for _, u, _ in messages)
words = defaultdict(int)
for _, u, text in messages:
    words[u] += len(text.split())
for user, n in per_user.most_common():
    print(f"  {user:<6} {n} msgs, {words[user]:>2} words, {words[user] / n:.1f} per msg")

mentions = Counter(m.lower() for _, _, t in messages for m in MENTION.findall(t))
print("mentioned:", dict(mentions))
tags = Counter(tag for _, _, t in messages for tag in TAG.findall(t))
print("hashtags:", tags.most_common())
emoji = Counter(e for _, _, t in messages for e in EMOJI.findall(t))
print("emoji:", "".join(sorted(emoji.elements())), len(emoji))
issues = [int(n) for _, _, t in messages for n in re.findall(r"(?:^|\s)#(\d+)\b", t)]
print("issue refs:", issues)

gaps = [(b[0] - a[0], a[1], b[1]) for a, b in pairwise(messages) if a[1] != b[1]]
for delta, a, b in sorted(gaps, reverse=True)[:3]:
    print(f"  {b} replied to {a} after {delta}")
avg = sum((g[0] for g in gaps), timedelta()) / len(gaps)
print(f"average reply gap: {avg} ({avg.total_seconds():.1f}s)")
bursts = [(u, len(list(g))) for u, g in groupby(messages, key=lambda m: m[1])]
print("bursts:", [b for b in bursts if b[1] > 1])
by_hour = Counter(ts.strftime("%H:00") for ts, _, _ in messages)
print(json.dumps(by_hour, sort_keys=True), json.dumps("🚀 ok"), json.dumps("🚀", ensure_ascii=False))
print([len(t) for _, _, t in messages][:4], max(messages, key=lambda m: len(m[2]))[1])
print("🍕".encode("utf-8"), ascii("ok ✅"), repr("é\u200b"), "straße".upper(), "İ".lower().encode())
