def run(fail):
    log = []
    try:
        log.append("try")
        if fail:
            raise ValueError("boom")
        log.append("try-end")
    except ValueError as e:
        log.append(f"except {e}")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log
print(run(False))
print(run(True))
def only_finally(fail):
    log = []
    try:
        try:
            log.append("inner")
            if fail:
                raise KeyError("k")
        finally:
            log.append("cleanup")
    except KeyError:
        log.append("outer caught")
    return log
print(only_finally(False))
print(only_finally(True))
def except_else(x):
    try:
        r = 10 // x
    except ZeroDivisionError:
        return "div by zero"
    else:
        return f"ok {r}"
print(except_else(2), "|", except_else(0))
def multi_except(v):
    try:
        if v == 0:
            raise TypeError("t")
        if v == 1:
            raise ValueError("v")
        if v == 2:
            raise KeyError("k")
        return "none"
    except TypeError:
        return "TypeError branch"
    except ValueError:
        return "ValueError branch"
    except Exception as e:
        return f"generic {type(e).__name__}"
print([multi_except(i) for i in range(4)])
def else_raises():
    try:
        pass
    except ValueError:
        return "not here"
    else:
        try:
            raise ValueError("from else")
        except ValueError as e:
            return f"else raised: {e}"
print(else_raises())
