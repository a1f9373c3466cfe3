# __copy__/__deepcopy__ are ordinary methods a class may define; the copy module calls them with the memo only.
# expect: ok
# stdout: copied deep
import copy
class A:
    def __copy__(self):
        return 'copied'
    def __deepcopy__(self, memo):
        return 'deep'
print(copy.copy(A()), copy.deepcopy(A()))
