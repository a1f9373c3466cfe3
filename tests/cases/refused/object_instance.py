# pyrite-refuses: NotImplementedError: object() instances are not supported
# pyrite-exit: 1
sentinel = object()
print(sentinel is sentinel)
