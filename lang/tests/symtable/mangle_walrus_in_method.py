class C:
    def m(self, z):
        [__v := 1 for _ in z]
        return __v
