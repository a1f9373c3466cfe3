class A:
    def f(self):
        def g():
            return __x
        class B:
            def h(self):
                return __y
        return g, B
