# A small command-line tool: argument parsing by hand, JSON in and out, sys.exit on errors.
import json
import sys

USAGE = "usage: tool (count|keys|validate) JSON"


def fail(msg, status=2):
    print(f"error: {msg}")
    print(USAGE)
    sys.exit(status)


def command(argv):
    if len(argv) != 3:
        fail(f"expected 2 arguments, got {len(argv) - 1}")
    cmd, text = argv[1], argv[2]
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        fail(f"invalid JSON ({e})", 3)
    if cmd == "count":
        return {"count": len(data)}
    if cmd == "keys":
        if not isinstance(data, dict):
            fail("keys needs an object")
        return {"keys": sorted(data)}
    if cmd == "validate":
        return {"valid": True, "type": type(data).__name__}
    fail(f"unknown command {cmd!r}")


runs = [
    ["tool", "count", "[1, 2, 3]"],
    ["tool", "keys", '{"b": 1, "a": 2}'],
    ["tool", "validate", '{"x": null}'],
    ["tool", "keys", "[1]"],
    ["tool", "count", "[1, 2"],
    ["tool", "frobnicate", "{}"],
    ["tool"],
]
codes = []
for argv in runs:
    try:
        out = command(argv)
        print(json.dumps(out))
        codes.append(0)
    except SystemExit as e:
        codes.append(e.code)
print("exit codes:", codes)
print("script:", sys.argv[0])
json.dump({"summary": {"ok": codes.count(0), "failed": len(codes) - codes.count(0)}}, sys.stdout, indent=1)
sys.stdout.write("\n")
sys.exit(max(codes))
