# __mro_entries__ substitutes bases at class creation.
# expect: refused NotImplementedError: defining __mro_entries__ is not supported in Pyrite
class Fake:
    def __mro_entries__(self, bases):
        return (object,)
