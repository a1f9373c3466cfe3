# __doc__ of classes, instances and functions: None without a docstring (every class has
# its own, which hides its bases'), the docstring otherwise, an instance's own if it has one.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


class A:
    pass


class B:
    "B doc"

    def m(self):
        "m doc"

    def n(self):
        pass


class C(B):
    pass


def f():
    "f doc"


def g():
    pass


t(lambda: A.__doc__)
t(lambda: A().__doc__)
t(lambda: B.__doc__)
t(lambda: B().__doc__)
t(lambda: C.__doc__)
t(lambda: C().__doc__)
t(lambda: B.m.__doc__)
t(lambda: B().m.__doc__)
t(lambda: B().n.__doc__)
t(lambda: f.__doc__)
t(lambda: g.__doc__)
t(lambda: (lambda: 0).__doc__)
t(lambda: getattr(A(), '__doc__'))
t(lambda: getattr(C(), '__doc__', 'default'))
t(lambda: hasattr(A(), '__doc__'))
a = A()
a.__doc__ = 'mine'
t(lambda: a.__doc__)
t(lambda: A().__doc__)
g.__doc__ = 'new'
t(lambda: g.__doc__)


class D:
    __doc__ = 'explicit'


class E(Exception):
    pass


class F(Exception):
    "F doc"


class G(D):
    x = 1


t(lambda: D.__doc__)
t(lambda: D().__doc__)
t(lambda: G().__doc__)
t(lambda: E.__doc__)
t(lambda: E().__doc__)
t(lambda: F('x').__doc__)
import dataclasses


@dataclasses.dataclass
class P:
    "P doc"
    x: int


t(lambda: P(1).__doc__)
