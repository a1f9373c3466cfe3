# Agent-style: pack JSON-like payloads into URL-safe base64 tokens and back, with checks.
import base64

def to_text(obj):
    if isinstance(obj, dict):
        return "{" + ", ".join(f'"{k}": {to_text(v)}' for k, v in obj.items()) + "}"
    if isinstance(obj, list):
        return "[" + ", ".join(to_text(v) for v in obj) + "]"
    if isinstance(obj, str):
        return '"' + obj + '"'
    return str(obj).lower() if isinstance(obj, bool) else str(obj)

def make_token(payload):
    raw = to_text(payload).encode("utf-8")
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")

def read_token(token):
    padded = token + "=" * (-len(token) % 4)
    return base64.urlsafe_b64decode(padded).decode("utf-8")

payloads = [
    {"user": "bob", "admin": False, "scopes": ["read", "write"]},
    {"user": "zoë", "n": 3},
    {"empty": []},
]
for p in payloads:
    t = make_token(p)
    back = read_token(t)
    print(len(t), t[:24], back == to_text(p), back)
blob = bytes(range(250, 256)) + b"\x00\x01"
std = base64.b64encode(blob)
url = base64.urlsafe_b64encode(blob)
print(std, url, base64.b64decode(std) == blob, base64.b64decode(url, altchars=b"-_") == blob)
for bad in ["not base64!", "YWJj", "YWJ", "Y"]:
    try:
        print(bad, base64.b64decode(bad, validate=True))
    except ValueError as e:
        print(bad, "->", type(e).__name__, e)
chunks = [base64.b64encode(f"line {i}".encode()) for i in range(3)]
print(b"\n".join(chunks).decode())
print(base64.b32encode(b"otp-secret").decode(), base64.b16encode(b"\x0f\xf0").decode())
