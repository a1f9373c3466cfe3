import json


def hook(d):
    if "bad" in d:
        raise ValueError(f"bad record: {d['bad']}")
    return d


print(json.loads('[{"ok": 1}]', object_hook=hook))
json.loads('[{"ok": 1}, {"bad": 2}]', object_hook=hook)
