def checked_sqrt(x):
    assert x >= 0, f"x must be non-negative, got {x}"
    return x ** 0.5
print(checked_sqrt(16))
try:
    checked_sqrt(-4)
except AssertionError as e:
    print(type(e).__name__, e, e.args)
try:
    assert 1 == 2
except AssertionError as e:
    print("no message:", repr(e), e.args, repr(str(e)))
assert True, "never evaluated"
assert [1], "non-empty list is true"
try:
    assert [], ["a", "list", "message"]
except AssertionError as e:
    print("object message:", e.args[0])
count = 0
def side():
    global count
    count += 1
    return "msg"
assert 1, side()
print("message evaluated only on failure:", count)
try:
    assert 0, side()
except AssertionError:
    print("now:", count)
