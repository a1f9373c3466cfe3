"""A miniature unit-test framework: registration decorator, assertions, fixtures, report."""
from typing import Callable, Dict, List, Tuple

REGISTRY: List[Tuple[str, Callable, Tuple[str, ...]]] = []


class AssertionFailed(Exception):
    pass


class SkipTest(Exception):
    pass


def test(*tags: str):
    def register(fn: Callable) -> Callable:
        REGISTRY.append((fn.__name__, fn, tags))
        return fn
    return register


def assert_equal(actual, expected, msg: str = "") -> None:
    if actual != expected:
        raise AssertionFailed(f"{actual!r} != {expected!r}" + (f" ({msg})" if msg else ""))


def assert_raises(exc_type, fn: Callable, *args) -> BaseException:
    try:
        fn(*args)
    except exc_type as e:
        return e
    raise AssertionFailed(f"{exc_type.__name__} not raised")


class Fixture:
    def __init__(self) -> None:
        self.events: List[str] = []

    def __enter__(self) -> Dict:
        self.events.append("setup")
        return {"users": ["ann", "bob"], "limit": 3}

    def __exit__(self, *exc) -> bool:
        self.events.append("teardown")
        return False


def slugify(s: str) -> str:
    out = "".join(ch.lower() if ch.isalnum() else "-" for ch in s.strip())
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


@test("fast")
def test_slugify_basic():
    assert_equal(slugify("Hello, World!"), "hello-world")


@test("fast")
def test_slugify_spaces():
    assert_equal(slugify("  many   spaces here "), "many-spaces-here")


@test("fast", "bug")
def test_slugify_unicode_bug():
    assert_equal(slugify("a_b"), "a_b", "underscore should survive")


@test()
def test_fixture_users():
    with Fixture() as fx:
        assert_equal(len(fx["users"]), 2)
        assert_equal(fx["users"][0], "ann")


@test("slow")
def test_divide_by_zero():
    e = assert_raises(ZeroDivisionError, lambda: 1 / 0)
    assert_equal(str(e), "division by zero")


@test()
def test_missing_raise():
    assert_raises(KeyError, lambda: {"a": 1}["a"])


@test("slow")
def test_skipped():
    raise SkipTest("needs network")


@test()
def test_crash():
    items = [1, 2, 3]
    return items[10]


def run(select: Callable[[Tuple[str, ...]], bool] = lambda tags: True) -> Dict[str, List[str]]:
    results: Dict[str, List[str]] = {"pass": [], "fail": [], "error": [], "skip": []}
    for name, fn, tags in REGISTRY:
        if not select(tags):
            continue
        try:
            fn()
        except AssertionFailed as e:
            results["fail"].append(name)
            print(f"FAIL  {name}: {e}")
        except SkipTest as e:
            results["skip"].append(name)
            print(f"SKIP  {name}: {e}")
        except Exception as e:
            results["error"].append(name)
            print(f"ERROR {name}: {type(e).__name__}: {e}")
        else:
            results["pass"].append(name)
            print(f"ok    {name}")
    return results


def main() -> None:
    print(f"collected {len(REGISTRY)} tests")
    results = run()
    summary = ", ".join(f"{len(v)} {k}" for k, v in results.items() if v)
    print("summary:", summary)
    print("--- fast only ---")
    fast = run(lambda tags: "fast" in tags)
    print("fast passed:", len(fast["pass"]), "of", sum(len(v) for v in fast.values()))
    fx = Fixture()
    with fx:
        pass
    print("fixture events:", fx.events)
    print("exit status would be:", 1 if results["fail"] or results["error"] else 0)


if __name__ == "__main__":
    main()
