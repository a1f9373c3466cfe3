# Agent-style: deduplicate records by a content hash, keep the first of each, report groups.
import hashlib

records = [
    {"id": 1, "name": "Alice", "email": "alice@example.com"},
    {"id": 2, "name": "Bob", "email": "bob@example.com"},
    {"id": 3, "name": "alice ", "email": "ALICE@example.com"},
    {"id": 4, "name": "Carol", "email": "carol@example.com"},
    {"id": 5, "name": "Bob", "email": "bob@example.com "},
    {"id": 6, "name": "Zoë", "email": "zoe@example.com"},
]

def fingerprint(rec):
    key = "|".join([rec["name"].strip().lower(), rec["email"].strip().lower()])
    return hashlib.sha256(key.encode("utf-8")).hexdigest()

seen = {}
groups = {}
for rec in records:
    fp = fingerprint(rec)
    groups.setdefault(fp, []).append(rec["id"])
    if fp not in seen:
        seen[fp] = rec
print(f"{len(records)} records, {len(seen)} unique")
for fp, ids in groups.items():
    flag = "dup" if len(ids) > 1 else "ok "
    print(flag, fp[:12], ids, seen[fp]["name"].strip())
digest = hashlib.md5()
for fp in sorted(groups):
    digest.update(bytes.fromhex(fp))
print("manifest", digest.hexdigest(), digest.digest_size)
short = {fp[:8]: ids for fp, ids in groups.items()}
print(sorted(short.items())[0])
by_bytes = {hashlib.sha1(r["email"].strip().encode()).digest(): r["id"] for r in records}
print(len(by_bytes), sorted(by_bytes.values()))
