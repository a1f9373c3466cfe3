# __init_subclass__ runs on every subclass creation.
# expect: refused NotImplementedError: defining __init_subclass__ is not supported in Pyrite (class creation cannot be hooked)
class Base:
    def __init_subclass__(cls):
        print(cls)
