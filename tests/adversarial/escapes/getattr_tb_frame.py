# getattr of a traceback's frame.
# expect: error AttributeError: getattr(): attribute 'tb_frame' is not available in Pyrite (no access to interpreter internals)
try:
    1 / 0
except ZeroDivisionError as e:
    print(getattr(e.__traceback__, "tb_" + "frame"))
