def nested(code):
    log = []
    try:
        log.append("outer try")
        try:
            log.append("inner try")
            if code == 1:
                raise ValueError("inner value")
            if code == 2:
                raise KeyError("inner key")
            if code == 3:
                raise TypeError("inner type")
        except ValueError:
            log.append("inner except ValueError")
        finally:
            log.append("inner finally")
        log.append("after inner")
    except KeyError:
        log.append("outer except KeyError")
    except Exception as e:
        log.append(f"outer generic {type(e).__name__}")
    finally:
        log.append("outer finally")
    return log
for code in range(4):
    print(code, nested(code))
def handler_raises():
    try:
        try:
            raise ValueError("a")
        except ValueError:
            raise KeyError("b")
    except KeyError as e:
        return f"outer caught {e!r}, context {e.__context__!r}"
print(handler_raises())
