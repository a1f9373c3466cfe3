"""Parse URLs and query strings with regular expressions; group and count by domain."""
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
import json

URL_RE = re.compile(
    r"""^(?P<scheme>https?)://
        (?:(?P<user>[^:@/]+)(?::(?P<password>[^@/]*))?@)?
        (?P<host>[A-Za-z0-9.-]+)
        (?::(?P<port>\d+))?
        (?P<path>/[^?#]*)?
        (?:\?(?P<query>[^#]*))?
        (?:\#(?P<fragment>.*))?$""",
    re.VERBOSE,
)


@dataclass
class Url:
    scheme: str
    host: str
    port: int
    path: str
    params: dict[str, list[str]] = field(default_factory=dict)
    fragment: str | None = None


def parse_query(q: str) -> dict[str, list[str]]:
    params: dict[str, list[str]] = defaultdict(list)
    for part in filter(None, q.split("&")):
        key, _, value = part.partition("=")
        value = re.sub(r"%([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), value.replace("+", " "))
        params[key].append(value)
    return dict(params)


def parse(url: str) -> Url:
    m = URL_RE.match(url)
    if m is None:
        raise ValueError(f"not a URL: {url!r}")
    default_port = 443 if m["scheme"] == "https" else 80
    return Url(
        scheme=m["scheme"],
        host=m["host"].lower(),
        port=int(m["port"]) if m["port"] else default_port,
        path=m["path"] or "/",
        params=parse_query(m["query"] or ""),
        fragment=m["fragment"],
    )


URLS = [
    "https://example.com/search?q=python+regex&page=2",
    "http://user:secret@API.example.com:8080/v1/items?id=1&id=2&id=3#top",
    "https://docs.python.org/3/library/re.html#module-re",
    "ftp://files.example.com/pub",
    "https://shop.example.org/cart?item=caf%C3%A9&qty=1",
    "http://localhost:3000/",
    "https://docs.python.org/3/tutorial/",
    "not a url at all",
]

parsed = []
for raw in URLS:
    try:
        u = parse(raw)
    except ValueError as exc:
        print(f"skip: {exc}")
        continue
    parsed.append(u)
    print(f"{u.scheme:>5}://{u.host}:{u.port}{u.path} params={u.params} frag={u.fragment!r}")

domains = Counter(".".join(u.host.split(".")[-2:]) for u in parsed)
print("by domain:", domains.most_common())
ports = defaultdict(list)
for u in parsed:
    ports[u.port].append(u.host)
print(json.dumps(ports, indent=1, sort_keys=True))

m = URL_RE.match(URLS[1])
print(m.group("user", "password"), m.start("host"), m.end("host"), m.lastgroup)
print({k: v for k, v in m.groupdict().items() if v is not None})
print(URL_RE.flags & re.VERBOSE == re.VERBOSE, URL_RE.groups)
print(re.split(r"[/.]", "docs.python.org/3/library"))
print(re.findall(r"(\w+)=(\w+)", "a=1&b=two&c=3"))
print(re.sub(r"(?P<k>\w+)=(?P<v>\w+)", r"\g<v>=\g<k>", "a=1&b=two"))
print(re.subn(r"\d", "#", "v1/items/42"))
for m in re.finditer(r"/(\w+)", "/api/v2/users"):
    print(m.group(1), m.span(), end="; ")
print()
print(re.escape("example.com/path?x=1"))
print(re.fullmatch(r"[a-z]+", "abc") is not None, re.fullmatch(r"[a-z]+", "abc1"))
