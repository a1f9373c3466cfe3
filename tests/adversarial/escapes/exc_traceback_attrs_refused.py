# A traceback's other attributes are CPython's but not Pyrite's: refused, never a false AttributeError.
# expect: error NotImplementedError: traceback.tb_lineno is not supported
try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__
print(tb.tb_lineno)
