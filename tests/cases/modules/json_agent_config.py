# An agent loading configuration documents, merging them over defaults and reporting errors.
import json

DEFAULTS = {"host": "localhost", "port": 8000, "debug": False, "workers": 2, "tags": []}

docs = {
    "good": '{"host": "0.0.0.0", "port": 9000, "tags": ["a", "b"]}',
    "empty": "{}",
    "trailing_comma": '{\n  "host": "x",\n  "port": 1,\n}',
    "single_quotes": "{'host': 'x'}",
    "missing_colon": '{\n  "host" "x"\n}',
    "bad_value": '{"port": 80a}',
    "unterminated": '{"host": "abc',
    "two_docs": '{"a": 1}\n{"b": 2}',
    "not_object": "[1, 2, 3]",
    "comment": '{"port": 1} // comment',
    "wrong_types": '{"port": "eighty", "debug": "yes", "workers": 2.5}',
}


def validate(cfg):
    problems = []
    for key, default in DEFAULTS.items():
        if key in cfg and type(cfg[key]) is not type(default):
            problems.append(f"{key}: expected {type(default).__name__}, got {type(cfg[key]).__name__}")
    unknown = sorted(set(cfg) - set(DEFAULTS))
    if unknown:
        problems.append("unknown keys: " + ", ".join(unknown))
    return problems


for name, text in docs.items():
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as e:
        line = text.splitlines()[e.lineno - 1] if text else ""
        print(f"{name}: error at line {e.lineno} col {e.colno}: {e.msg}")
        print(f"    {line}")
        print(f"    {' ' * (e.colno - 1)}^")
        continue
    if not isinstance(raw, dict):
        print(f"{name}: top level must be an object, not {type(raw).__name__}")
        continue
    cfg = {**DEFAULTS, **raw}
    problems = validate(raw)
    print(f"{name}: {json.dumps(cfg, sort_keys=True)}" + (f" problems={problems}" if problems else ""))
