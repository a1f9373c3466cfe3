class Node:
    def clone(self):
        return Node()
def f():
    class Local:
        def make(self):
            return Local()
    return Local
