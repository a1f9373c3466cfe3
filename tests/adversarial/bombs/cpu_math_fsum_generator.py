# math.fsum over an endless generator: one unit of fuel per item, so the instruction limit
# stops it.
# expect: limit instructions
# limits: max_instructions=2000000
import math
def forever():
    x = 0.0
    while True:
        x += 0.1
        yield x
math.fsum(forever())
