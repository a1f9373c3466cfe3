errors = []
for i in range(3):
    try:
        [1, 2][i + 1]
    except IndexError as e:
        errors.append(e)
print(len(errors), [str(e) for e in errors])
def make(kind, msg):
    return kind(msg)
e = make(ValueError, "built")
print(type(e).__name__, e, isinstance(e, ValueError))
try:
    raise e
except ValueError as caught:
    print(caught is e)
kinds = [ValueError, KeyError, TypeError]
for k in kinds:
    try:
        raise k("generic")
    except (ValueError, TypeError) as x:
        print("caught", type(x).__name__)
    except Exception as x:
        print("fallback", type(x).__name__, x)
print(ValueError("a") == ValueError("a"))
x = ValueError("a")
print(x == x, type(x) is ValueError, type(x).__name__)
print(ValueError.__name__, issubclass(type(x), Exception))
