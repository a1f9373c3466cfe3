def outer():
    shared = 1
    class K:
        shared = 2
        other = shared
        def a(self):
            return shared
        def b(self):
            nonlocal shared
            shared += 1
    return K
