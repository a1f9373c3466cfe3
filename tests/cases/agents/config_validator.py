"""Validate nested configuration dicts against a schema and collect all errors with paths."""
from typing import Any, Dict, List, Tuple

SCHEMA = {
    "service": {"type": dict, "required": True, "fields": {
        "name": {"type": str, "required": True},
        "port": {"type": int, "required": True, "min": 1, "max": 65535},
        "replicas": {"type": int, "required": False, "min": 1, "default": 1},
    }},
    "database": {"type": dict, "required": True, "fields": {
        "url": {"type": str, "required": True, "prefix": "postgres://"},
        "pool": {"type": int, "required": False, "min": 1, "max": 100, "default": 10},
    }},
    "features": {"type": list, "required": False, "items": str, "default": []},
    "log_level": {"type": str, "required": False, "choices": ["debug", "info", "warn", "error"], "default": "info"},
}


class ConfigError(Exception):
    def __init__(self, errors: List[Tuple[str, str]]) -> None:
        self.errors = errors
        super().__init__(f"{len(errors)} configuration error(s)")


def validate(config: Any, schema: Dict, path: str = "") -> Tuple[Dict, List[Tuple[str, str]]]:
    errors: List[Tuple[str, str]] = []
    result: Dict[str, Any] = {}
    if not isinstance(config, dict):
        return result, [(path or "<root>", f"expected mapping, got {type(config).__name__}")]
    for key in config:
        if key not in schema:
            errors.append((f"{path}{key}", "unknown key"))
    for key, rule in schema.items():
        where = f"{path}{key}"
        if key not in config:
            if rule.get("required"):
                errors.append((where, "missing required key"))
            elif "default" in rule:
                result[key] = rule["default"]
            continue
        value = config[key]
        expected = rule["type"]
        if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
            errors.append((where, f"expected {expected.__name__}, got {type(value).__name__}"))
            continue
        if "min" in rule and value < rule["min"]:
            errors.append((where, f"{value} < minimum {rule['min']}"))
        if "max" in rule and value > rule["max"]:
            errors.append((where, f"{value} > maximum {rule['max']}"))
        if "choices" in rule and value not in rule["choices"]:
            errors.append((where, f"{value!r} not in {rule['choices']}"))
        if "prefix" in rule and not value.startswith(rule["prefix"]):
            errors.append((where, f"must start with {rule['prefix']!r}"))
        if "items" in rule:
            for i, item in enumerate(value):
                if not isinstance(item, rule["items"]):
                    errors.append((f"{where}[{i}]", f"expected {rule['items'].__name__}"))
        if "fields" in rule:
            sub, sub_errors = validate(value, rule["fields"], where + ".")
            errors.extend(sub_errors)
            value = sub
        result[key] = value
    return result, errors


def load(config: Dict) -> Dict:
    result, errors = validate(config, SCHEMA)
    if errors:
        raise ConfigError(errors)
    return result


def main() -> None:
    good = {"service": {"name": "api", "port": 8080}, "database": {"url": "postgres://db/app"},
            "features": ["beta", "dark-mode"]}
    print("good ->", load(good))
    bad_configs = [
        {"service": {"name": "api", "port": 70000, "replicas": 0}, "database": {"url": "mysql://x", "pool": "ten"}},
        {"service": "api", "database": {"url": "postgres://y"}, "log_level": "verbose", "extra": 1},
        {"database": {}, "features": ["ok", 3, None], "service": {"port": True, "name": 5}},
        [],
    ]
    for i, cfg in enumerate(bad_configs, 1):
        try:
            load(cfg)
            print(f"config {i}: ok")
        except ConfigError as e:
            print(f"config {i}: {e}")
            for where, msg in sorted(e.errors):
                print(f"    {where:<22} {msg}")
    counts = {}
    for cfg in bad_configs:
        for where, _ in validate(cfg, SCHEMA)[1]:
            top = where.split(".")[0].split("[")[0]
            counts[top] = counts.get(top, 0) + 1
    print("errors by section:", dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))))


if __name__ == "__main__":
    main()
