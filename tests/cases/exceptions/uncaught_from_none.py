def to_int(s):
    try:
        return int(s)
    except ValueError:
        raise RuntimeError(f"bad value {s!r}") from None
print(to_int("7"))
print(to_int("seven"))
