# Walking a traceback's chain.
# expect: refused AttributeError: attribute 'tb_next' is not available in Pyrite (no access to interpreter internals)
def f():
    1 / 0
try:
    f()
except Exception as e:
    print(e.__traceback__.tb_next)
