class C:
    def m(self):
        nonlocal __class__
        return __class__
