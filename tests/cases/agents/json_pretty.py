"""A hand-written JSON-like serializer and pretty printer (no json module)."""
from typing import Any, List


def escape(s: str) -> str:
    out = []
    for ch in s:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 32:
            out.append("\\u" + hex(ord(ch))[2:].zfill(4))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def dumps(value: Any, indent: int = 2, level: int = 0, sort_keys: bool = False) -> str:
    pad = " " * (indent * (level + 1))
    end_pad = " " * (indent * level)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return escape(value)
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value) and len(value) <= 6:
            return "[" + ", ".join(repr(v) for v in value) + "]"
        items = [pad + dumps(v, indent, level + 1, sort_keys) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + end_pad + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        keys = sorted(value) if sort_keys else list(value)
        items = [f"{pad}{escape(str(k))}: {dumps(value[k], indent, level + 1, sort_keys)}" for k in keys]
        return "{\n" + ",\n".join(items) + "\n" + end_pad + "}"
    raise TypeError(f"cannot serialize {type(value).__name__}")


def compact(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ",".join(f"{escape(str(k))}:{compact(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(compact(v) for v in value) + "]"
    return dumps(value)


def count_nodes(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + sum(count_nodes(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return 1 + sum(count_nodes(v) for v in value)
    return 1


def max_depth(value: Any) -> int:
    if isinstance(value, dict) and value:
        return 1 + max(max_depth(v) for v in value.values())
    if isinstance(value, (list, tuple)) and value:
        return 1 + max(max_depth(v) for v in value)
    return 0


def main() -> None:
    doc = {
        "name": "pyrite-report",
        "version": 3,
        "ratio": 0.75,
        "tags": ["fast", "safe", "tiny"],
        "enabled": True,
        "owner": None,
        "matrix": [[1, 2, 3], [4, 5, 6]],
        "notes": 'line one\nsays "hi"\tand\\more',
        "nested": {"z": {}, "a": [], "m": [{"id": 1, "ok": False}, {"id": 2, "ok": True}]},
    }
    print(dumps(doc))
    print(dumps(doc["nested"], indent=4, sort_keys=True))
    print(compact(doc))
    print("nodes:", count_nodes(doc), "depth:", max_depth(doc))
    print(escape("bell\x07"))
    try:
        dumps({"bad": {1, 2}})
    except TypeError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
