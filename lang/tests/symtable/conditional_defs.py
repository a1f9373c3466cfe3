if flag:
    def f():
        return 1
else:
    f = None
while f:
    class K:
        pass
