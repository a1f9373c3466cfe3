"""Merge layered JSON configs (defaults < environment < overrides) and validate the result."""
import json
import copy
from typing import Any

DEFAULTS = """
{
  "service": {"name": "orders", "port": 8080, "debug": false},
  "database": {"host": "localhost", "port": 5432, "pool": {"min": 1, "max": 10}},
  "features": ["search", "export"],
  "retries": 3
}
"""

ENVIRONMENT = '{"database": {"host": "db.prod.internal", "pool": {"max": 50}}, "service": {"debug": false}}'
OVERRIDES = '{"service": {"port": 9090}, "features": ["search", "export", "beta"], "timeout": 2.5}'


def deep_merge(base: dict[str, Any], extra: dict[str, Any], path: str = "") -> dict[str, Any]:
    merged = copy.deepcopy(base)
    for key, value in extra.items():
        where = f"{path}.{key}" if path else key
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value, where)
        else:
            if key in merged and merged[key] != value:
                print(f"  override {where}: {merged[key]!r} -> {value!r}")
            merged[key] = copy.deepcopy(value)
    return merged


def flatten(d: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, key + "."))
        else:
            out[key] = v
    return out


def validate(cfg: dict[str, Any]) -> list[str]:
    problems = []
    port = cfg["service"]["port"]
    if not (1024 <= port <= 65535):
        problems.append(f"service.port out of range: {port}")
    pool = cfg["database"]["pool"]
    if pool["min"] > pool["max"]:
        problems.append("pool.min > pool.max")
    if not isinstance(cfg.get("timeout", 1), (int, float)):
        problems.append("timeout must be a number")
    return problems


layers = [json.loads(DEFAULTS), json.loads(ENVIRONMENT), json.loads(OVERRIDES)]
config: dict[str, Any] = {}
for i, layer in enumerate(layers):
    print(f"layer {i}: {sorted(layer)}")
    config = deep_merge(config, layer)

print(json.dumps(config, indent=2, sort_keys=True))
for key, value in flatten(config).items():
    print(f"{key:<22} = {json.dumps(value)}")
print("problems:", validate(config) or "none")

broken = copy.deepcopy(config)
broken["service"]["port"] = 80
broken["database"]["pool"]["min"] = 99
broken["timeout"] = "soon"
print("problems:", validate(broken))
print("original untouched:", config["service"]["port"], config["database"]["pool"])

shallow = copy.copy(config)
shallow["features"].append("gamma")
print("shallow copy shares lists:", config["features"])

for bad in ('{"a": 1,}', '{"a": [1, 2}', "", '{"a": NaN}', "[1, 2] extra"):
    try:
        print("parsed:", json.loads(bad))
    except json.JSONDecodeError as exc:
        print(f"invalid {bad!r}: {exc.msg} at line {exc.lineno} col {exc.colno} (pos {exc.pos})")
print(json.dumps({"z": None, "a": True, "m": [1.5, "x"]}, separators=(",", ":"), sort_keys=True))
print(json.dumps("naïve café", ensure_ascii=False), json.dumps("naïve"))
