class __C:
    __x = 1
    def __m(self, __a):
        __b = 1
        return __init__, __x__, __y.z, self.__x
    class __D:
        __q = 1
    class _X__:
        __r = 1
