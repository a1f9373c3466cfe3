"""The `pyrite` package's behaviour, against the python3 running the tests as the oracle where
one exists."""

import subprocess
import sys
import threading
import time

import pytest

import pyrite


def cpython(code):
    """What python3 prints for `code`."""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout


def test_run_prints_what_cpython_prints():
    code = "import json\nrows = [{'n': i, 'sq': i * i} for i in range(4)]\nprint(json.dumps(rows, indent=1))\nprint(f'{sum(r[\"sq\"] for r in rows):>6,}')"
    r = pyrite.run(code)
    assert r.stdout == cpython(code)
    assert r.result is None
    assert r.exit_code == 0
    assert set(r.stats) == {"instructions", "allocations", "peak_live_bytes", "output_bytes"}
    assert r.stats["output_bytes"] == len(r.stdout.encode())


def test_inputs_and_result():
    r = pyrite.run(
        "total = sum(o['qty'] * o['price'] for o in orders)\n{'total': total, 'n': len(orders), 'tags': tags}",
        inputs={"orders": [{"qty": 2, "price": 1.5}, {"qty": 1, "price": 4.0}], "tags": ("a", None, True)},
    )
    assert r.result == {"total": 7.0, "n": 2, "tags": ("a", None, True)}
    assert pyrite.run("x * 2", inputs={"x": 21}).result == 42
    # A result with no plain form is None.
    assert pyrite.run("{1, 2}").result is None
    with pytest.raises(TypeError, match="cannot pass a 'set' to Pyrite"):
        pyrite.run("x", inputs={"x": {1}})
    with pytest.raises(ValueError, match="not a Python identifier"):
        pyrite.run("1", inputs={"not valid": 1})
    with pytest.raises(ValueError, match="64 bits"):
        pyrite.run("1", inputs={"big": 2**70})


def test_script_error_carries_cpythons_traceback(tmp_path):
    code = "def f(d):\n    return d['missing']\nprint('before')\nf({})\n"
    script = tmp_path / "job.py"
    script.write_text(code)
    with pytest.raises(pyrite.ScriptError) as info:
        pyrite.run(code, filename=str(script))
    e = info.value
    assert (e.exc_type, e.message, e.stdout) == ("KeyError", "'missing'", "before\n")
    expected = subprocess.run([sys.executable, str(script)], capture_output=True, text=True)
    assert e.traceback == expected.stderr
    assert isinstance(e, pyrite.PyriteError)


def test_refusals_and_syntax_errors():
    with pytest.raises(pyrite.Refused) as info:
        pyrite.run("x = 1\nimport os\n")
    e = info.value
    assert (e.exc_type, e.line, e.column) == ("ModuleNotFoundError", 2, 8)
    assert e.message.startswith("module 'os' is not available in Pyrite (available modules: ")
    assert e.text.endswith(e.exc_type + ": " + e.message + "\n")
    with pytest.raises(pyrite.Refused) as info:
        pyrite.run("print((1)")
    assert (info.value.exc_type, info.value.message) == ("SyntaxError", "'(' was never closed")
    for code in ["open('/etc/passwd')", "eval('1')", "().__class__.__subclasses__()"]:
        with pytest.raises(pyrite.Refused):
            pyrite.run(code)


def test_limits():
    with pytest.raises(pyrite.LimitExceeded) as info:
        pyrite.run("while True: pass", limits={"max_instructions": 10000})
    assert info.value.limit == "instructions"
    with pytest.raises(pyrite.LimitExceeded) as info:
        pyrite.run("x = [0] * 10**8", limits={"max_memory": "16MB"})
    assert info.value.limit == "memory"
    with pytest.raises(pyrite.LimitExceeded) as info:
        pyrite.run("print('x')\nwhile True: pass", limits={"max_duration": "200ms", "max_instructions": None})
    assert (info.value.limit, info.value.stdout) == ("time", "x\n")
    # The defaults stop a runaway script without any limit given.
    with pytest.raises(pyrite.LimitExceeded):
        pyrite.run("while True: pass", limits={"max_duration": None})
    with pytest.raises(ValueError, match="limits"):
        pyrite.run("1", limits={"max_bogus": 1})


def test_the_gil_is_released_while_a_script_runs():
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.001)

    t = threading.Thread(target=tick)
    t.start()
    try:
        pyrite.run("n = 0\nfor i in range(3_000_000):\n    n += i", limits={"max_instructions": None})
    finally:
        stop.set()
        t.join()
    assert len(ticks) > 5


def test_sys_exit_is_an_exit_code():
    r = pyrite.run("import sys\nprint('bye')\nsys.exit(3)")
    assert (r.stdout, r.exit_code) == ("bye\n", 3)


def test_external_functions_as_callables():
    seen = []

    def lookup(key, default=None):
        seen.append(key)
        if key == "bad":
            raise KeyError(key)
        return {"a": 1, "b": [2, 3]}.get(key, default)

    code = "print(lookup('a'), lookup('b'), lookup('z', default='d'))\ntry:\n    lookup('bad')\nexcept KeyError as e:\n    print('caught', e)\nlookup('a') + 1"
    r = pyrite.run(code, external_functions={"lookup": lookup})
    assert r.stdout == "1 [2, 3] d\ncaught 'bad'\n"
    assert r.result == 2
    assert seen == ["a", "b", "z", "bad", "a"]
    with pytest.raises(TypeError):
        pyrite.run("1", external_functions={"f": 3})


def oracle(code, answers):
    """What python3 prints for `code` with `fetch` answering from `answers` in order."""
    prelude = f"_answers = iter({answers!r})\ndef fetch(*a, **k):\n    return next(_answers)\n"
    return cpython(prelude + code)


SUSPENDING = """\
got = []
for url in ['a', 'b', 'c']:
    print('fetching', url)
    got.append(fetch(url, timeout=3))
print(sorted(got, key=len))
len(got)
"""


def drive(s, answers, via_snapshot=False):
    """Answers each suspension in turn; the final result and all output."""
    out = s.stdout
    for a in answers:
        assert isinstance(s, pyrite.Suspension)
        assert s.function == "fetch" and s.kwargs == {"timeout": 3}
        if via_snapshot:
            s = pyrite.load(s.dump())
        s = s.resume(a)
        out += s.stdout
    return s, out


def test_start_suspends_and_resumes():
    answers = ["xx", "x", "xxx"]
    s = pyrite.start(SUSPENDING, external_functions=["fetch"])
    assert s.args == ("a",)
    assert "Suspension(function='fetch'" in repr(s)
    r, out = drive(s, answers)
    assert isinstance(r, pyrite.RunResult)
    assert out == oracle(SUSPENDING, answers)
    assert r.result == 3
    # A suspension resumes once.
    s = pyrite.start(SUSPENDING, external_functions=["fetch"])
    s.resume("x")
    with pytest.raises(pyrite.PyriteError, match="already resumed"):
        s.resume("x")


def test_snapshots_resume_in_another_process():
    answers = ["xx", "x", "xxx"]
    s = pyrite.start(SUSPENDING, external_functions=["fetch"])
    r, out = drive(s, answers, via_snapshot=True)
    assert out == oracle(SUSPENDING, answers)
    # Another interpreter process loads a dump and finishes the run.
    s = pyrite.start(SUSPENDING, external_functions=["fetch"]).resume("xx")
    child = "import pyrite, sys\ns = pyrite.load(sys.stdin.buffer.read())\ns = s.resume('x').resume('xxx')\nprint(s.result, end='')"
    done = subprocess.run([sys.executable, "-c", child], input=s.dump(), capture_output=True)
    assert done.stdout == b"3", done.stderr


def test_throw_and_bad_snapshots():
    code = "try:\n    fetch(1)\nexcept ValueError as e:\n    print('caught', e)\nfetch(2)"
    s = pyrite.start(code, external_functions=["fetch"])
    s = s.throw(ValueError("no route"))
    assert s.stdout == "caught no route\n"
    with pytest.raises(pyrite.ScriptError) as e:
        s.throw(TimeoutError)
    assert e.value.exc_type == "TimeoutError"
    data = pyrite.start(code, external_functions=["fetch"]).dump()
    with pytest.raises(pyrite.PyriteError, match="checksum"):
        pyrite.load(data[:-1] + bytes([data[-1] ^ 1]))
    with pytest.raises(pyrite.PyriteError, match="another policy"):
        pyrite.load(data, limits={"max_instructions": 10**12})
    # A run with no external call finishes at start.
    assert pyrite.start("1 + 1").result == 2


SPIN = "i = 0\nwhile True:\n    i += fetch(1)\n    for j in range(100):\n        pass"


def test_start_honours_limits_over_the_whole_run():
    limits = {"max_instructions": 20_000}
    # The oracle: the same run in one go, fetch a callable giving the same answers.
    with pytest.raises(pyrite.LimitExceeded) as whole:
        pyrite.run(SPIN, limits=limits, external_functions={"fetch": lambda n: 1})
    for via_snapshot in [False, True]:
        s = pyrite.start(SPIN, limits=limits, external_functions=["fetch"])
        stops = 0
        with pytest.raises(pyrite.LimitExceeded) as e:
            while True:
                assert isinstance(s, pyrite.Suspension)
                stops += 1
                if via_snapshot:
                    s = pyrite.load(s.dump(), limits=limits)
                s = s.resume(1)
        assert e.value.limit == "instructions"
        assert e.value.stats == whole.value.stats
        assert stops > 5
    # A snapshot resumes only under the limits it was started with: not laxer ones.
    data = pyrite.start(SPIN, limits=limits, external_functions=["fetch"]).dump()
    for other in [None, {"max_instructions": 40_000}, {"max_instructions": None}]:
        with pytest.raises(pyrite.PyriteError, match="another policy"):
            pyrite.load(data, limits=other)
