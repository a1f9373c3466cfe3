"""`pyrite.Session`: steps sharing globals, compared with python3 running the same steps with
`exec` into one namespace."""

import json
import subprocess
import sys
import threading

import pytest

import pyrite

HARNESS = r"""
import io, json, sys
g = {"__name__": "__main__"}
out = []
for src in json.loads(sys.stdin.read()):
    buf = io.StringIO()
    sys.stdout = buf
    try:
        exec(src, g)
    except Exception as e:
        pass
    sys.stdout = sys.__stdout__
    out.append(buf.getvalue())
print(json.dumps(out))
"""


def cpython_steps(steps):
    """What python3 prints for each step, run one after another in one namespace."""
    r = subprocess.run([sys.executable, "-c", HARNESS], input=json.dumps(steps), capture_output=True, text=True)
    return json.loads(r.stdout)


STEPS = [
    "x = 40\nprint('x', x)",
    "def f(n):\n    return x + n\nclass P:\n    def __init__(self, v):\n        self.v = v\nprint(f(2))",
    "p = P([f(1)])\nimport math\nprint(p.v, math.floor(2.5))",
    "x = 100\nprint(f(1), p.v)",
    "def len(o):\n    return 99\nprint(len([]))",
    "del len\nprint(len([1, 2]), sorted({3, 1, 2}))",
]


def test_steps_share_globals_as_in_cpython():
    s = pyrite.Session()
    assert [s.run(step).stdout for step in STEPS] == cpython_steps(STEPS)
    assert s.steps == len(STEPS)
    assert s.run("[f(i) for i in range(3)]").result == [100, 101, 102]


def test_exceptions_refusals_and_limits():
    s = pyrite.Session(limits={"max_instructions": 100_000, "max_memory": "8MB"})
    s.run("xs = [1]")
    with pytest.raises(pyrite.ScriptError) as e:
        s.run("xs.append(2)\n{}['k']")
    assert e.value.exc_type == "KeyError"
    assert e.value.traceback.startswith('Traceback (most recent call last):\n  File "<step 2>", line 2')
    with pytest.raises(pyrite.Refused) as e:
        s.run("import os")
    assert e.value.line == 1
    with pytest.raises(pyrite.LimitExceeded) as e:
        s.run("xs.append(3)\nwhile True:\n    pass")
    assert e.value.limit == "instructions"
    with pytest.raises(pyrite.LimitExceeded) as e:
        s.run("xs.append(4)\nbig = 'a' * (64 << 20)")
    assert e.value.limit == "memory"
    # The raising step kept what it did; the limited ones were rolled back.
    assert s.run("xs").result == [1, 2]
    assert s.steps == 3


def test_host_functions_dump_and_load():
    calls = []

    def fetch(k):
        calls.append(k)
        return k.upper()

    fns = {"fetch": fetch}
    s = pyrite.Session(external_functions=fns, limits={"max_instructions": 10**6})
    s.run("a = fetch('x')\nseen = {'p', 'q', 'r'}", inputs={"n": 3})
    s.run("def g():\n    return a * n")
    data = s.dump()
    assert isinstance(data, bytes)
    t = pyrite.load_session(data, external_functions=fns, limits={"max_instructions": 10**6})
    assert calls == ["x"]  # loading replays the logged answer, it does not call again
    assert t.steps == 2
    for code in ["g()", "list(seen) == list(seen)", "str(sorted(seen))"]:
        assert t.run(code).result == s.run(code).result
    assert t.run("print(list(seen))").stdout == s.run("print(list(seen))").stdout
    with pytest.raises(pyrite.PyriteError, match="another policy"):
        pyrite.load_session(data, external_functions=fns)
    with pytest.raises(pyrite.PyriteError, match="not a valid Pyrite snapshot"):
        pyrite.load_session(data[:-1], external_functions=fns, limits={"max_instructions": 10**6})


def test_the_gil_is_released_while_a_step_runs():
    s = pyrite.Session()
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            stop.wait(0.001)

    t = threading.Thread(target=tick)
    t.start()
    s.run("n = 0\nfor i in range(3_000_000):\n    n += i")
    stop.set()
    t.join()
    assert len(ticks) > 5
    assert repr(s) == "Session(steps=1)"


def reseal(data, old, new):
    """A dump with `old` replaced by `new` (same length) and its SHA-256 trailer recomputed."""
    import hashlib

    body = data[:-32].replace(old, new, 1)
    return body + hashlib.sha256(body).digest()


def test_a_step_has_limits_of_its_own():
    s = pyrite.Session(limits={"max_instructions": 1_000_000})
    spin = "n = 0\nfor i in range(20_000):\n    n += i\nn"
    with pytest.raises(pyrite.LimitExceeded) as e:
        s.run(spin, limits={"max_instructions": 10_000})
    assert e.value.limit == "instructions"
    assert s.steps == 0  # rolled back
    # The next step, given no limits, runs under the session's.
    assert s.run(spin).result == 199_990_000
    assert s.run("print('ok')\nk = 1", limits={"max_output": "3"}).stdout == "ok\n"
    with pytest.raises(pyrite.LimitExceeded) as e:
        s.run("print('toolong')", limits={"max_output": 3, "max_duration": "5s"})
    assert e.value.limit == "output"
    # A larger value is the session's: the session's fuel stops this spin.
    with pytest.raises(pyrite.LimitExceeded) as e:
        s.run("while True:\n    pass", limits={"max_instructions": 10**12, "max_memory": None})
    assert e.value.limit == "instructions"
    # The rollbacks rebuilt the heap, replaying each kept step under its limits; so does a load.
    assert s.run("[n, k]").result == [199_990_000, 1]
    t = pyrite.load_session(s.dump(), limits={"max_instructions": 1_000_000})
    assert t.steps == s.steps == 3
    assert t.run("[n, k]").result == [199_990_000, 1]
    with pytest.raises(ValueError, match="max_recursion"):
        s.run("1", limits={"max_recursion": 5})
    with pytest.raises(ValueError, match="unknown step limit"):
        s.run("1", limits={"max_fuel": 5})


def test_a_dump_whose_replay_diverges_ends_the_session():
    s = pyrite.Session()
    s.run("x = 1")
    data = s.dump()
    with pytest.raises(pyrite.SessionEnded) as e:
        pyrite.load_session(reseal(data, b"x = 1", b"x=1/0"))
    assert isinstance(e.value, pyrite.PyriteError)
    assert "could not be rebuilt" in e.value.reason and "ZeroDivisionError" in e.value.reason
    # A dump that is not sound is not a session that ended.
    with pytest.raises(pyrite.PyriteError) as e:
        pyrite.load_session(data[:-1])
    assert not isinstance(e.value, pyrite.SessionEnded)
