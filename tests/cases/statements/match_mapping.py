def handle(event):
    match event:
        case {"type": "click", "x": x, "y": y}:
            return f"click at {x},{y}"
        case {"type": "key", "key": k, **rest}:
            return f"key {k} extra {rest}"
        case {"type": t}:
            return f"unknown type {t}"
        case {}:
            return "empty-ish mapping"
        case _:
            return "not a mapping"
print(handle({"type": "click", "x": 1, "y": 2, "button": "left"}))
print(handle({"type": "key", "key": "q", "ctrl": True, "shift": False}))
print(handle({"type": "key", "key": "a"}))
print(handle({"type": "scroll"}))
print(handle({"other": 1}))
print(handle([("type", "click")]))
def config(c):
    match c:
        case {"debug": True, **others}:
            return f"debug on, others={others}"
        case {"level": 1 | 2 as lvl}:
            return f"low level {lvl}"
        case {"level": int(lvl)}:
            return f"level {lvl}"
    return "default"
print(config({"debug": True, "a": 1}))
print(config({"debug": 1}))
print(config({"level": 2}), config({"level": 9}), config({"level": "x"}))
def nested(d):
    match d:
        case {"user": {"name": str(name), "roles": [*roles]}}:
            return name, roles
    return None
print(nested({"user": {"name": "ann", "roles": ["admin", "dev"]}}))
print(nested({"user": {"name": 5, "roles": []}}))
