# A frame's f_code.
# expect: refused AttributeError: attribute 'f_code' is not available in Pyrite (no access to interpreter internals)
try:
    1 / 0
except Exception as e:
    print(e.__traceback__.tb_frame.f_code)
