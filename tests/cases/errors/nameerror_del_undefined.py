x = 1
del x
del x
