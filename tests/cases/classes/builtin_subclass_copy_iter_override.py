# pyrite-refuses: NotImplementedError: copy.copy() of a 'L' object is not supported in Pyrite
# pyrite-exit: 1
import copy
class L(list):
    def __iter__(self):
        return iter([9, 9])
print(copy.copy(L([1, [2]])))
