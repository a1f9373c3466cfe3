class C:
    y = 1
    def m(self):
        return y
