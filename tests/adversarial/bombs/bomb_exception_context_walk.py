# Each exception raised while another is handled gets it as __context__, and setting that walks
# the handled exception's whole context chain (to break cycles, as CPython does): a unit of
# fuel per link, so the instruction limit bounds the time.
# limits: max_instructions=1000000
# expect: limit instructions
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
