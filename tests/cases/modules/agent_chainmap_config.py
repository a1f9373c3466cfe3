# Layered configuration with ChainMap: defaults < file < environment < command line.
from collections import ChainMap

defaults = {"host": "localhost", "port": 8080, "debug": False, "workers": 2, "log": "info"}
file_cfg = {"port": 9000, "workers": 4}
env_cfg = {"log": "debug"}
cli_cfg = {}

def parse_cli(args):
    out = {}
    for arg in args:
        key, _, value = arg.lstrip("-").partition("=")
        if value.isdigit():
            value = int(value)
        elif value in ("true", "false"):
            value = value == "true"
        out[key] = value
    return out

cli_cfg.update(parse_cli(["--debug=true", "--workers=8"]))
config = ChainMap(cli_cfg, env_cfg, file_cfg, defaults)
for key in sorted(config):
    source = next(i for i, m in enumerate(config.maps) if key in m)
    print(f"{key:8} = {config[key]!r:12} (from layer {source})")
print(len(config), dict(config) == {**defaults, **file_cfg, **env_cfg, **cli_cfg})

# a request-scoped override that does not leak
request = config.new_child({"log": "trace"})
request["user"] = "ann"
print(request["log"], config["log"], "user" in config, request.parents is not None)

# nested scopes, like an interpreter's variables
scope = ChainMap({"x": 1})
def enter(scope, **names):
    return scope.new_child(names)
inner = enter(enter(scope, y=2), x=10)
print(inner["x"], inner["y"], inner.parents["x"], inner.maps[-1])
inner["z"] = 3
print(inner.maps[0], list(inner), len(inner))
try:
    del inner["y"]
except KeyError as e:
    print("cannot delete:", e)
print(ChainMap({"a": 1}) | {"b": 2}, {"b": 2} | ChainMap({"a": 1}))
