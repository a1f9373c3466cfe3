class Outer:
    class Inner:
        def m(self):
            return super()
    def n(self):
        return self.Inner
