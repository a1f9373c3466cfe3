# Each exception raised while another is handled gets it as __context__, and setting that walks
# the handled exception's whole context chain (to break cycles, as CPython does). The walk is
# native work that costs no fuel: this program does about 4.5 million steps of it on ~60,000
# instructions of fuel, so the instruction limit does not bound its time. (The same walk makes
# `def f(): try: f() except RecursionError: f()` spend tens of seconds per fuel slice, so even
# the wall-clock limit, read at slice boundaries, fires late.) Charged one unit per step, this
# run would stop at the limit below.
# Where: runtime/src/vm/unwind.rs `set_context`.
# limits: max_instructions=1000000
# expect: limit instructions
# now: ok
try:
    raise ValueError(0)
except ValueError as e:
    cur = e
for i in range(1, 3000):
    try:
        try:
            raise cur
        except ValueError:
            raise ValueError(i)
    except ValueError as e:
        cur = e
print("chain built")
