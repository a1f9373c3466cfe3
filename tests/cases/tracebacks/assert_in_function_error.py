def f():
    assert 1 == 2
f()
