"""Retries with a custom exception hierarchy, finally blocks and exception chaining."""
from typing import Callable, List, Optional


class ServiceError(Exception):
    """Base class for service failures."""


class TransientError(ServiceError):
    def __init__(self, message: str, attempt: int) -> None:
        super().__init__(message)
        self.attempt = attempt


class PermanentError(ServiceError):
    pass


class RetryExhausted(ServiceError):
    pass


class FlakyService:
    """Fails according to a fixed script of outcomes."""

    def __init__(self, name: str, script: List[str]) -> None:
        self.name = name
        self.script = script
        self.calls = 0
        self.open_connections = 0

    def call(self, payload: int) -> int:
        outcome = self.script[min(self.calls, len(self.script) - 1)]
        self.calls += 1
        self.open_connections += 1
        try:
            if outcome == "timeout":
                raise TransientError(f"{self.name} timed out", self.calls)
            if outcome == "bad":
                raise PermanentError(f"{self.name} rejected payload {payload}")
            if outcome == "crash":
                return payload // 0
            return payload * 10
        finally:
            self.open_connections -= 1


def with_retries(fn: Callable[[], int], attempts: int, log: List[str]) -> int:
    last: Optional[Exception] = None
    for i in range(1, attempts + 1):
        try:
            result = fn()
        except TransientError as e:
            log.append(f"attempt {i}: transient ({e}, attempt={e.attempt})")
            last = e
            continue
        except PermanentError as e:
            log.append(f"attempt {i}: permanent, giving up")
            raise
        except ZeroDivisionError as e:
            raise ServiceError("internal failure") from e
        else:
            log.append(f"attempt {i}: ok -> {result}")
            return result
        finally:
            log.append(f"attempt {i}: cleanup")
    raise RetryExhausted(f"failed after {attempts} attempts") from last


def main() -> None:
    scenarios = [
        ("ok", ["ok"]),
        ("flaky", ["timeout", "timeout", "ok"]),
        ("down", ["timeout"]),
        ("reject", ["timeout", "bad"]),
        ("crash", ["crash"]),
    ]
    results = {}
    for name, script in scenarios:
        svc = FlakyService(name, script)
        log: List[str] = []
        try:
            results[name] = with_retries(lambda: svc.call(7), 3, log)
        except RetryExhausted as e:
            results[name] = f"exhausted: {e}; cause={e.__cause__!r}"
        except ServiceError as e:
            cause = e.__cause__
            results[name] = f"{type(e).__name__}: {e}" + (f" (cause: {type(cause).__name__})" if cause else "")
        print(f"[{name}] calls={svc.calls} open={svc.open_connections}")
        for line in log:
            print("   ", line)
    for name, res in results.items():
        print(f"{name:>7}: {res}")
    print(issubclass(TransientError, ServiceError), isinstance(PermanentError("x"), Exception))


if __name__ == "__main__":
    main()
