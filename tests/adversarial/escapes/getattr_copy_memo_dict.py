# The memo a __deepcopy__ receives is an opaque Pyrite object: its internals stay unreachable.
# expect: error AttributeError: getattr(): attribute '__dict__' is not available in Pyrite (no access to interpreter internals)
import copy
class A:
    def __deepcopy__(self, memo):
        return getattr(memo, "__di" + "ct__")
copy.deepcopy(A())
