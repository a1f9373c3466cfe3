# super(C, obj) works as in CPython.
# expect: ok
# stdout: BA A
class A:
    def hi(self):
        return "A"
class B(A):
    def hi(self):
        return "B" + super(B, self).hi()
print(B().hi(), super(B, B()).hi())
