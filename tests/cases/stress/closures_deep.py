"""Long chains of closures and decorators: composition 500 deep, counters, accumulators."""
from typing import Callable, List


def make_adder(k: int) -> Callable[[int], int]:
    def add(x: int) -> int:
        return x + k
    return add


def compose_chain(fns: List[Callable[[int], int]]) -> Callable[[int], int]:
    def identity(x: int) -> int:
        return x
    f = identity
    for g in fns:
        f = (lambda inner, outer: lambda x: outer(inner(x)))(f, g)
    return f


def counting(fn: Callable):
    calls = 0

    def wrapper(*args):
        nonlocal calls
        calls += 1
        return fn(*args)

    def count() -> int:
        return calls
    return wrapper, count


def wrap_many(fn: Callable[[int], int], n: int) -> Callable[[int], int]:
    for i in range(n):
        def layer(x: int, _inner=fn, _i=i) -> int:
            return _inner(x) * 1 + (1 if _i % 100 == 0 else 0)
        fn = layer
    return fn


def accumulator():
    total = 0
    history: List[int] = []

    def add(x: int) -> int:
        nonlocal total
        total += x
        history.append(total)
        return total

    def snapshot():
        return total, list(history[-3:])
    return add, snapshot


def main() -> None:
    adders = [make_adder(k) for k in range(1, 301)]
    chain = compose_chain(adders)
    print("300 composed adders on 0:", chain(0), "on 10:", chain(10))
    print("first/last adder:", adders[0](100), adders[-1](100))
    deep = wrap_many(lambda x: x, 450)
    print("450 wrapper layers:", deep(5))
    counted, count = counting(lambda a, b: a * b)
    results = [counted(i, i + 1) for i in range(10)]
    print("counted results:", results[:4], "calls:", count())
    add, snap = accumulator()
    for v in range(1, 101):
        add(v)
    print("accumulator:", snap())
    funcs = [lambda x, i=i: x * i for i in range(5)]
    late = [lambda x: x * i for i in range(5)]
    print("default-bound:", [f(2) for f in funcs], "late-bound:", [f(2) for f in late])
    pipeline = compose_chain([make_adder(1), lambda x: x * 3, make_adder(-2)] * 50)
    print("mixed pipeline of 150 on 0:", pipeline(0) % 1000003)


if __name__ == "__main__":
    main()
