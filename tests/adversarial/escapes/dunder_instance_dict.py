# An instance's __dict__ is its namespace object.
# expect: refused AttributeError: attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
class C:
    def __init__(self):
        self.x = 1
print(C().__dict__)
