def f(x):
    assert x, msg
    raise Err(x) from cause
