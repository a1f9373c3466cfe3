def open_config(kind):
    if kind == "missing":
        raise FileNotFoundError("config.ini not found")
    if kind == "denied":
        raise PermissionError("no read access")
    if kind == "net":
        raise ConnectionRefusedError("port closed")
    if kind == "slow":
        raise TimeoutError("took too long")
    if kind == "reset":
        raise ConnectionResetError("peer reset")
    return "ok"
for kind in ["fine", "missing", "denied", "net", "slow", "reset"]:
    try:
        print(kind, open_config(kind))
    except FileNotFoundError as e:
        print(kind, "FileNotFoundError:", e)
    except ConnectionError as e:
        print(kind, "ConnectionError family:", type(e).__name__, e)
    except OSError as e:
        print(kind, "other OSError:", type(e).__name__, e)
e = OSError(2, "No such file or directory")
print(e.errno, e.strerror, str(e))
print(e.args)
e2 = FileNotFoundError(2, "gone", "data.txt")
print(str(e2), e2.filename)
print(repr(TimeoutError("t")), repr(OSError("x")))
try:
    raise OSError(13, "Permission denied")
except OSError as err:
    print(type(err).__name__, err.errno)
