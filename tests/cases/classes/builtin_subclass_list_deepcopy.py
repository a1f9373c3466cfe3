# pyrite-refuses: NotImplementedError: copy.deepcopy() of a 'L' object is not supported in Pyrite
# pyrite-exit: 1
import copy
class L(list):
    pass
print(copy.copy(L([1, [2]])))
print(copy.deepcopy(L([1, [2]])))
