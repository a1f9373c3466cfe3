# Agent-style: clean up text from mixed sources with encode/decode error handlers.
samples = [
    b"plain ascii line",
    b"caf\xc3\xa9 au lait",
    b"legacy latin-1: caf\xe9",
    b"truncated \xe2\x82",
    b"\xff\xfe bad start",
]
for raw in samples:
    try:
        text = raw.decode("utf-8")
        how = "utf-8"
    except UnicodeDecodeError as e:
        text = raw.decode("latin-1")
        how = "latin-1 (" + str(e).split(": ")[-1] + ")"
    print(f"{how:<40} {text!r}")
for raw in samples:
    print(raw.decode("utf-8", errors="replace"), "|", raw.decode("utf-8", "ignore"), "|",
          raw.decode("ascii", "backslashreplace"))
names = ["Zoë", "Ångström", "naïve", "plain", "emoji 😀"]
for n in names:
    print(n.encode("ascii", "ignore"), n.encode("ascii", "replace"), n.encode("ascii", "xmlcharrefreplace"),
          n.encode("latin-1", "backslashreplace"), len(n.encode()))
report = []
for n in names:
    try:
        n.encode("ascii")
        report.append((n, "ascii"))
    except UnicodeEncodeError as e:
        report.append((n, str(e)))
for n, why in report:
    print(n, "->", why)
slug = "-".join(n.encode("ascii", "ignore").decode().lower().replace(" ", "_") for n in names)
print(slug)
