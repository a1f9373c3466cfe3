import sys
for args in [(), (0,), (2,), ("msg",), (None,), ([1],)]:
    try:
        sys.exit(*args)
    except SystemExit as e:
        print(args, repr(e.code), e.args, type(e).__name__, isinstance(e, Exception), isinstance(e, BaseException))
try:
    sys.exit(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    sys.exit(status=1)
except TypeError as e:
    print("TypeError", e)
try:
    raise SystemExit(4)
except BaseException as e:
    print("caught", e.code)
print("still running")
