"""Pyrite as the code tool of an agent loop.

A real agent asks a model for code, runs it, and feeds the output (or the error) back. Here the
"model" is scripted: it answers each observation with the next snippet, including one that
fails and one that reaches for the file system, so the loop shows every kind of feedback a
model gets from Pyrite: output and a result, a CPython traceback it can fix, a refusal that
says what is available instead, and a limit. The steps run in one `pyrite.Session`, as
smolagents' "code as action" loop runs them: what a step binds is there for the next, an
exception ends only its step, and a step stopped by a limit is rolled back.

    pip install ./bindings/python && python bindings/python/examples/agent_loop.py
"""

import pyrite

SALES = [
    {"region": "north", "month": "2026-01", "amount": 1200.0},
    {"region": "south", "month": "2026-01", "amount": 950.5},
    {"region": "north", "month": "2026-02", "amount": 1310.25},
    {"region": "south", "month": "2026-02", "amount": 1010.0},
]

# What the scripted model "writes", one step after another.
STEPS = [
    # A first try with a bug (a wrong key): the traceback goes back to the model.
    "totals = {}\nfor row in sales:\n    totals[row['area']] = totals.get(row['area'], 0) + row['amount']\ntotals",
    # The fix.
    "from collections import defaultdict\ntotals = defaultdict(float)\nfor row in sales:\n"
    "    totals[row['region']] += row['amount']\nfor k, v in sorted(totals.items()):\n"
    "    print(f'{k:<6}{v:>10,.2f}')\ndict(totals)",
    # Reaching outside the sandbox is refused before anything runs.
    "import os\nos.listdir('/')",
    # A runaway loop is stopped by a limit (and rolled back: `totals` stays as it was).
    "totals.clear()\nwhile True:\n    pass",
    # A later step uses what the earlier ones left.
    "best = max(totals, key=totals.get)\nprint('best region:', best)\nround(totals[best], 2)",
]


def observe(session, code):
    """Runs one snippet as the session's next step and returns what the model would be told."""
    try:
        r = session.run(code, inputs={"sales": SALES})
    except pyrite.Refused as e:
        return f"refused:\n{e.text}"
    except pyrite.ScriptError as e:
        return f"error ({e.exc_type}):\n{e.stdout}{e.traceback}"
    except pyrite.LimitExceeded as e:
        return f"stopped by the {e.limit} limit after printing {e.stdout!r}"
    return f"output:\n{r.stdout}result: {r.result!r}"


def main():
    session = pyrite.Session(limits={"max_instructions": 1_000_000})
    for i, code in enumerate(STEPS, 1):
        print(f"--- step {i}: the model runs\n{code}\n--- it observes")
        print(observe(session, code))


if __name__ == "__main__":
    main()
