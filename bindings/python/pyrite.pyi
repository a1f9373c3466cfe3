"""Type stubs of `pyrite`: run untrusted Python (Pyrite's strict subset of 3.11) under limits."""

from typing import Any, Mapping, Optional, Union

Plain = Union[None, bool, int, float, str, list, tuple, dict]

class PyriteError(Exception):
    """The base of Pyrite's errors."""

class ScriptError(PyriteError):
    """The script raised an exception it did not catch."""
    exc_type: str
    message: str
    traceback: str
    stdout: str
    stats: dict[str, int]

class Refused(PyriteError):
    """The script did not compile: a syntax error or a refusal."""
    exc_type: str
    message: str
    line: int
    column: int
    text: str

class LimitExceeded(PyriteError):
    """A limit stopped the run."""
    limit: str
    stdout: str
    stats: dict[str, int]

class RunResult:
    """What a completed run gave."""
    @property
    def stdout(self) -> str: ...
    @property
    def result(self) -> Any: ...
    @property
    def stats(self) -> dict[str, int]: ...
    @property
    def exit_code(self) -> int: ...

def run(
    code: str,
    *,
    inputs: Optional[Mapping[str, Plain]] = None,
    limits: Optional[Mapping[str, Union[int, float, str, None]]] = None,
    filename: str = "<string>",
) -> RunResult:
    """Runs `code` under limits (safe defaults without `limits`) and returns its result;
    raises Refused, ScriptError or LimitExceeded."""
