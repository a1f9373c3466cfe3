# pyrite-refuses: NotImplementedError: copy.deepcopy() of a 'D' object is not supported in Pyrite
# pyrite-exit: 1
import copy
class D(dict):
    def items(self):
        return [("z", 1)]
print(copy.copy(D(a=1)) if False else "start")
print(copy.deepcopy(D(a=1)))
