"""Type stubs of `pyrite`: run untrusted Python (Pyrite's strict subset of 3.11) under limits."""

from typing import Any, Callable, Iterable, Mapping, Optional, Union

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

class SessionEnded(PyriteError):
    """The session has ended: rebuilding its state (replaying its kept steps after a
    rolled-back step, or from a dump) failed. Every later step raises it too.

    From load_session: a dump whose steps do not replay as recorded. From Session.run the
    one way there is time: the replay is deterministic (same seeds, the logged answers of the
    external functions, the same limits), so only a kept step that now runs past a time limit
    it met the first time (its own max_duration, or the session's), on a loaded machine, ends
    the session. (Deadlines and cancellation, which end one from Rust, are not offered here.)"""
    reason: str

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

Limits = Mapping[str, Union[int, float, str, None]]

class Suspension:
    """A run stopped at a call of one of its external functions, waiting for the answer.
    Resume it once: resuming returns the next Suspension or the final RunResult."""
    @property
    def function(self) -> str: ...
    @property
    def args(self) -> tuple[Plain, ...]: ...
    @property
    def kwargs(self) -> dict[str, Plain]: ...
    @property
    def stdout(self) -> str:
        """What the script printed since it started or was last resumed."""
    @property
    def stats(self) -> dict[str, int]: ...
    def resume(self, value: Plain) -> Union["Suspension", RunResult]:
        """The call returns `value`; raises as pyrite.run does if the script then fails."""
    def throw(self, exc: Union[BaseException, type]) -> Union["Suspension", RunResult]:
        """The call raises `exc` in the script (as the built-in exception of its name)."""
    def dump(self) -> bytes:
        """The suspended run as bytes, for pyrite.load (here or in another process)."""

def run(
    code: str,
    *,
    inputs: Optional[Mapping[str, Plain]] = None,
    limits: Optional[Limits] = None,
    external_functions: Optional[Mapping[str, Callable[..., Plain]]] = None,
    filename: str = "<string>",
) -> RunResult:
    """Runs `code` under limits (safe defaults without `limits`) and returns its result;
    raises Refused, ScriptError or LimitExceeded. `external_functions` are Python callables
    the script may call (plain data in and out; their exceptions raise in the script)."""

def start(
    code: str,
    *,
    inputs: Optional[Mapping[str, Plain]] = None,
    limits: Optional[Limits] = None,
    external_functions: Optional[Iterable[str]] = None,
    filename: str = "<string>",
) -> Union[Suspension, RunResult]:
    """As run, but a call of a function named in `external_functions` stops the run and
    returns a Suspension for the host to answer (at once, later, or in another process)."""

def load(data: bytes, *, limits: Optional[Limits] = None) -> Suspension:
    """A Suspension from Suspension.dump()'s bytes (untrusted: checked and replayed). Pass
    the limits the run was started with; a snapshot cannot bring its own."""

class Session:
    """Steps sharing globals, each under its own limits with its own output and result; the
    heap of all steps under the memory limit. An uncaught exception ends only its step, a
    refused step changes nothing, a step that hits a limit is rolled back. If the state cannot
    be rebuilt after a rollback, the session has ended (SessionEnded)."""
    def __init__(
        self,
        *,
        limits: Optional[Limits] = None,
        external_functions: Optional[Mapping[str, Callable[..., Plain]]] = None,
    ) -> None: ...
    def run(
        self,
        code: str,
        *,
        inputs: Optional[Mapping[str, Plain]] = None,
        limits: Optional[Limits] = None,
    ) -> RunResult:
        """Runs `code` as the next step; raises Refused, ScriptError or LimitExceeded as
        pyrite.run does, or SessionEnded. `limits` (max_instructions, max_memory,
        max_allocations, max_output, max_duration) hold for this step only, each at most the
        session's (None, or a larger value, is the session's); the kept step replays under
        them."""
    @property
    def steps(self) -> int:
        """How many steps the session kept (not those refused or rolled back)."""
    def dump(self) -> bytes:
        """The session as bytes, for pyrite.load_session (here or in another process)."""

def load_session(
    data: bytes,
    *,
    limits: Optional[Limits] = None,
    external_functions: Optional[Mapping[str, Callable[..., Plain]]] = None,
) -> Session:
    """A Session from Session.dump()'s bytes (untrusted: checked, its steps run again, each
    under the limits it ran with). Pass the limits and the functions the session was made
    with. Raises PyriteError for bytes that are not a sound dump under them, SessionEnded
    when its steps do not replay as recorded."""
