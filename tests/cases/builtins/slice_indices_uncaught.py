# slice.indices with a zero step: the uncaught ValueError's traceback.
print(slice(1, 10, 2).indices(4))
print(slice(None, None, 0).indices(3))
