class ___:
    __a = 1
    def m(self):
        return __a
