class A:
    def m(self):
        class B:
            x = __class__
        return B
