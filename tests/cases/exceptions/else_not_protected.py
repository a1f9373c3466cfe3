def f():
    try:
        x = 1
    except ZeroDivisionError:
        print("handler should not run")
    else:
        print("else runs, and its error is not caught by this try")
        return 1 / 0
try:
    f()
except ZeroDivisionError as e:
    print("caught outside:", e)
def g():
    try:
        raise ValueError("first")
    except ValueError:
        print("handler")
        raise KeyError("from handler")
    except KeyError:
        print("sibling handler never catches")
try:
    g()
except KeyError as e:
    print("outer got", repr(e))
