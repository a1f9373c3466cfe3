def swallow():
    try:
        raise ValueError("lost")
    finally:
        return "finally return wins"
print(swallow())
def swallow_in_handler():
    try:
        raise KeyError("a")
    except KeyError:
        raise TypeError("b")
    finally:
        return "also swallowed"
print(swallow_in_handler())
def break_swallows():
    for i in range(3):
        try:
            raise RuntimeError(f"iteration {i}")
        finally:
            print("break in finally at", i)
            break
    return "loop ended"
print(break_swallows())
def continue_swallows():
    done = []
    for i in range(3):
        try:
            if i % 2 == 0:
                raise ValueError(i)
            done.append(i)
        finally:
            continue
    return done
print(continue_swallows())
def finally_raises():
    try:
        raise ValueError("original")
    finally:
        raise KeyError("replacement")
try:
    finally_raises()
except Exception as e:
    print(type(e).__name__, e, "| context:", repr(e.__context__))
