# A frame's f_back, reached by name only.
# expect: refused AttributeError: attribute 'f_back' is not available in Pyrite (no access to interpreter internals)
try:
    1 / 0
except Exception as e:
    tb = e.__traceback__
    print(tb.tb_frame.f_back)
