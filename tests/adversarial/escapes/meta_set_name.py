# __set_name__ is called with the owner class at creation.
# expect: refused NotImplementedError: defining __set_name__ is not supported in Pyrite (class creation cannot be hooked)
class D:
    def __set_name__(self, owner, name):
        self.owner = owner
class C:
    d = D()
