"""Decorators: memoization, call counting, argument validation and tracing."""
from typing import Callable, Dict, Tuple, List

CALLS: Dict[str, int] = {}


def counted(fn: Callable) -> Callable:
    name = fn.__name__

    def wrapper(*args, **kwargs):
        CALLS[name] = CALLS.get(name, 0) + 1
        return fn(*args, **kwargs)
    return wrapper


class memoize:
    """Class-based memoizer: instances are callable and keep their own stats."""

    def __init__(self, fn: Callable) -> None:
        self.fn = fn
        self.cache: Dict[Tuple, object] = {}
        self.hits = 0

    def __call__(self, *args):
        if args in self.cache:
            self.hits += 1
            return self.cache[args]
        result = self.fn(*args)
        self.cache[args] = result
        return result

    def __repr__(self) -> str:
        return f"<memoized: {len(self.cache)} entries, {self.hits} hits>"


def require_positive(fn: Callable) -> Callable:
    def wrapper(*args):
        for a in args:
            if isinstance(a, int) and a < 0:
                raise ValueError(f"{fn.__name__}: negative argument {a}")
        return fn(*args)
    return wrapper


def traced(prefix: str):
    depth = [0]

    def decorate(fn: Callable) -> Callable:
        def wrapper(*args):
            print(f"{prefix}{'  ' * depth[0]}-> {fn.__name__}{args}")
            depth[0] += 1
            try:
                result = fn(*args)
            finally:
                depth[0] -= 1
            print(f"{prefix}{'  ' * depth[0]}<- {result}")
            return result
        return wrapper
    return decorate


@memoize
@counted
def fib(n: int) -> int:
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@counted
def slow_fib(n: int) -> int:
    return n if n < 2 else slow_fib(n - 1) + slow_fib(n - 2)


@memoize
@require_positive
def grid_paths(rows: int, cols: int) -> int:
    if rows == 0 or cols == 0:
        return 1
    return grid_paths(rows - 1, cols) + grid_paths(rows, cols - 1)


@traced("| ")
def gcd(a: int, b: int) -> int:
    return a if b == 0 else gcd(b, a % b)


def make_counter(start: int = 0, step: int = 1):
    count = start

    def counter() -> int:
        nonlocal count
        value = count
        count += step
        return value
    return counter


def main() -> None:
    print("fib(30) =", fib(30), "hits:", fib.hits, "cache size:", len(fib.cache))
    print("slow_fib(15) =", slow_fib(15))
    print("calls:", CALLS)
    print("grid_paths(8, 8) =", grid_paths(8, 8), "hits:", grid_paths.hits)
    try:
        grid_paths(3, -1)
    except ValueError as e:
        print("error:", e)
    print("gcd result:", gcd(84, 36))
    c1, c2 = make_counter(), make_counter(100, -10)
    print([c1() for _ in range(5)], [c2() for _ in range(4)], c1())
    pipeline: List[Callable[[int], int]] = [lambda x: x + 1, lambda x: x * 2, lambda x: x - 3]

    def compose(fns):
        def run(x):
            for f in fns:
                x = f(x)
            return x
        return run
    print([compose(pipeline)(x) for x in range(5)])
    print(callable(fib), callable(42), fib, grid_paths)


if __name__ == "__main__":
    main()
