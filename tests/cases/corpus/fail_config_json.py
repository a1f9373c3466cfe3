"""Load a JSON config with a trailing comma: the JSONDecodeError is left uncaught."""
import json

DEFAULTS = {"retries": 3, "timeout": 10.0, "hosts": ["a.example"]}

CONFIG_TEXT = """{
    "retries": 5,
    "hosts": [
        "db1.internal",
        "db2.internal",
    ]
}"""


def merged_config(text: str) -> dict:
    config = dict(DEFAULTS)
    config.update(json.loads(text))
    return config


print("defaults:", json.dumps(DEFAULTS, sort_keys=True))
print("override length:", len(CONFIG_TEXT), "lines:", CONFIG_TEXT.count("\n") + 1)
config = merged_config(CONFIG_TEXT)
print(config)
