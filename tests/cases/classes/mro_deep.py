class O:
    def who(self):
        return "O"
class A(O):
    def who(self):
        return "A>" + super().who()
class B(O):
    def who(self):
        return "B>" + super().who()
class C(O):
    def who(self):
        return "C>" + super().who()
class D(A, B):
    def who(self):
        return "D>" + super().who()
class E(B, C):
    def who(self):
        return "E>" + super().who()
class F(D, E):
    def who(self):
        return "F>" + super().who()
print(F().who())
print(D().who())
print(E().who())
class G(A, C):
    pass
print(G().who())
try:
    class Bad(O, A):
        pass
except TypeError as e:
    print(type(e).__name__, e)
