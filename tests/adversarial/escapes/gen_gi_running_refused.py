# A generator's state attributes: refused, never a false AttributeError.
# expect: error NotImplementedError: generator.gi_running is not supported
def g():
    yield 1
print(g().gi_running)
