class C:
    def m(self):
        def inner():
            return super()
        return inner
