# Printing deepcopy's memo would show object identities, which Pyrite does not expose: refused.
# expect: error NotImplementedError: printing the memo of copy.deepcopy is not supported in Pyrite (object identities are not exposed)
import copy
class A:
    def __deepcopy__(self, memo):
        print(memo)
        return A()
copy.deepcopy([A()])
