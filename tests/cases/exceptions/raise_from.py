class ConfigError(Exception):
    pass
def read(d, key):
    try:
        return d[key]
    except KeyError as e:
        raise ConfigError(f"missing {key}") from e
try:
    read({}, "port")
except ConfigError as e:
    print(type(e).__name__, e)
    print("cause:", repr(e.__cause__))
    print("context:", repr(e.__context__))
    print("suppress:", e.__suppress_context__)
try:
    raise ValueError("explicit") from TypeError("the cause")
except ValueError as e:
    print(repr(e), "<-", repr(e.__cause__), e.__context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("implicit")
except RuntimeError as e:
    print(repr(e.__context__), e.__cause__, e.__suppress_context__)
try:
    raise KeyError("k") from ValueError
except KeyError as e:
    print(type(e.__cause__).__name__, e.__cause__.args)
e = ValueError("x")
print(e.__cause__, e.__context__, e.__suppress_context__)
