# The classic: a caught exception's traceback leads to the frame.
# expect: refused AttributeError: attribute 'f_globals' is not available in Pyrite (no access to interpreter internals)
try:
    1 / 0
except Exception as e:
    print(e.__traceback__.tb_frame.f_globals)
