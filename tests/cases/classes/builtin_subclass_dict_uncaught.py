class Config(dict):
    def __missing__(self, key):
        if key.startswith("opt_"):
            return None
        raise KeyError(f"no setting {key!r}")
c = Config(host="h")
print(c["host"], c["opt_x"], c.get("port"))
print(c["port"])
