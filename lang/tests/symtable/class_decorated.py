def deco(cls):
    return cls
@deco
class C(object):
    @staticmethod
    def s():
        return 1
    @property
    def p(self):
        return 2
