# pyrite-refuses: NotImplementedError: class definitions are not supported
class C:
    pass
print('defined')
