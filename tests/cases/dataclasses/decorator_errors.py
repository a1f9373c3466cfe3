"""The checks @dataclass makes when it builds a class, with CPython's messages."""
from dataclasses import dataclass, field


def attempt(label, make):
    try:
        cls = make()
        print(label, "->", cls.__name__)
    except (TypeError, ValueError) as e:
        print(label, "!!", type(e).__name__, e)


def non_default_after_default():
    @dataclass
    class A:
        x: int = 1
        y: int
    return A


def mutable_default():
    @dataclass
    class B:
        items: list = []
    return B


def dict_default():
    @dataclass
    class B2:
        m: dict = {}
    return B2


def order_without_eq():
    @dataclass(order=True, eq=False)
    class C:
        x: int
    return C


def overwrite_order():
    @dataclass(order=True)
    class D:
        x: int

        def __lt__(self, other):
            return True
    return D


def field_without_annotation():
    @dataclass
    class E:
        x = field(default=1)
    return E


def frozen_from_plain():
    @dataclass
    class Base:
        x: int

    @dataclass(frozen=True)
    class F(Base):
        y: int
    return F


def plain_from_frozen():
    @dataclass(frozen=True)
    class Base:
        x: int

    @dataclass
    class G(Base):
        y: int
    return G


def unsafe_hash_explicit():
    @dataclass(unsafe_hash=True)
    class H:
        x: int

        def __hash__(self):
            return 1
    return H


def unknown_option():
    @dataclass(sort=True)
    class I:
        x: int
    return I


for make in (non_default_after_default, mutable_default, dict_default, order_without_eq,
             overwrite_order, field_without_annotation, frozen_from_plain, plain_from_frozen,
             unsafe_hash_explicit, unknown_option):
    attempt(make.__name__, make)
