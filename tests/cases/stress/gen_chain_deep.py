"""Chains of generators nested hundreds deep, built in a loop and then consumed."""


def genexpr_chain(depth: int, n: int):
    g = (x for x in range(n))
    for _ in range(depth):
        g = (x for x in g)
    return g


def transform_chain(depth: int, n: int):
    g = iter(range(n))
    for i in range(depth):
        g = (x + 1 for x in g if x >= 0)
    return g


def yield_from_chain(depth: int, n: int):
    def relay(inner):
        yield from inner

    g = iter(range(n))
    for _ in range(depth):
        g = relay(g)
    return g


def map_chain(depth: int, n: int):
    g = range(n)
    for _ in range(depth):
        g = map(lambda x: x * 1, g)
    return g


def main() -> None:
    for depth in (1, 10, 100, 500, 900):
        total = sum(genexpr_chain(depth, 1000))
        print(f"genexpr depth {depth:>3}: sum={total}")
    for depth in (500, 900):
        values = list(transform_chain(depth, 5))
        print(f"transform depth {depth}: {values}")
    for depth in (500, 900):
        g = yield_from_chain(depth, 20)
        first = [next(g) for _ in range(3)]
        rest = sum(g)
        print(f"yield-from depth {depth}: first={first} rest={rest}")
    for depth in (500, 900):
        print(f"map depth {depth}: max={max(map_chain(depth, 50))}")
    g = genexpr_chain(900, 3)
    print("stepwise:", next(g), next(g), next(g), next(g, "exhausted"))
    pipeline = genexpr_chain(500, 10)
    evens = [x for x in pipeline if x % 2 == 0]
    print("evens through 500 levels:", evens)
    print("consumed again:", list(pipeline))


if __name__ == "__main__":
    main()
