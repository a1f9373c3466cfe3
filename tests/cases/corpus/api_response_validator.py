"""Validate JSON API responses against a tiny schema language; report every error path."""
import json
import re
from typing import Any
from dataclasses import dataclass


@dataclass
class Problem:
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.path or '$'}: {self.message}"


TYPES = {"string": str, "integer": int, "number": (int, float), "boolean": bool,
         "array": list, "object": dict, "null": type(None)}


def validate(value: Any, schema: dict[str, Any], path: str = "$") -> list[Problem]:
    problems: list[Problem] = []
    expected = schema.get("type")
    if expected:
        py = TYPES[expected]
        bad_bool = expected in ("integer", "number") and isinstance(value, bool)
        if not isinstance(value, py) or bad_bool:
            return [Problem(path, f"expected {expected}, got {type(value).__name__}")]
    if "enum" in schema and value not in schema["enum"]:
        problems.append(Problem(path, f"{value!r} not one of {schema['enum']}"))
    if "pattern" in schema and not re.fullmatch(schema["pattern"], value):
        problems.append(Problem(path, f"{value!r} does not match /{schema['pattern']}/"))
    if "minimum" in schema and value < schema["minimum"]:
        problems.append(Problem(path, f"{value} < minimum {schema['minimum']}"))
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                problems.append(Problem(path, f"missing required key {key!r}"))
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                problems.extend(validate(value[key], sub, f"{path}.{key}"))
        extra = sorted(set(value) - set(schema.get("properties", {})))
        if extra and schema.get("additional") is False:
            problems.append(Problem(path, f"unexpected keys {extra}"))
    if isinstance(value, list) and "items" in schema:
        for i, item in enumerate(value):
            problems.extend(validate(item, schema["items"], f"{path}[{i}]"))
    return problems


SCHEMA = json.loads("""
{"type": "object", "required": ["id", "status", "items"], "additional": false,
 "properties": {
   "id": {"type": "string", "pattern": "ord_[0-9a-f]{6}"},
   "status": {"type": "string", "enum": ["open", "paid", "void"]},
   "total": {"type": "number", "minimum": 0},
   "items": {"type": "array", "items": {"type": "object", "required": ["sku", "qty"],
             "properties": {"sku": {"type": "string"}, "qty": {"type": "integer", "minimum": 1}}}},
   "note": {"type": "null"}}}
""")

RESPONSES = [
    '{"id": "ord_00ab12", "status": "paid", "total": 19.5, "items": [{"sku": "A", "qty": 2}]}',
    '{"id": "ORD-1", "status": "shipped", "total": -3, "items": [{"sku": 5, "qty": 0}, {"qty": true}]}',
    '{"id": "ord_abcdef", "items": "none", "extra": 1, "zzz": null}',
    '{"id": "ord_123456", "status": "open", "items": [], "note": "hi"}',
    '[1, 2, 3]',
    '{"id": "ord_123456", "status": "open", "items": [], "total": 1e400}',
]
for i, text in enumerate(RESPONSES):
    doc = json.loads(text)
    problems = validate(doc, SCHEMA)
    print(f"response {i}: {'valid' if not problems else f'{len(problems)} problem(s)'}")
    for p in problems:
        print(f"   {p}")
print(json.dumps(json.loads(RESPONSES[-1]))[-20:], json.loads("-0.0"), json.loads("1E3"), json.loads('"\\u00e9"'))
print(json.dumps([float("inf"), float("nan")]), json.loads("[Infinity, -Infinity]"))
try:
    json.dumps({"x": float("nan")}, allow_nan=False)
except ValueError as e:
    print("error:", e)
try:
    json.dumps({"when": object()})
except TypeError as e:
    print("error:", e)
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d"}), json.dumps((1, 2)), json.loads('{"a": 1, "a": 2}'))
print(json.loads('{"n": 12345678901234567890, "f": 0.1}', parse_float=str, parse_int=lambda s: len(s)))
