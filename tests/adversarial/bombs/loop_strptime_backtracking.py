# strptime in a loop, each call failing after trying every alternative of its directives:
# every matching step costs fuel, so the loop stops at the instruction limit.
# expect: limit instructions
# limits: max_instructions=2000000
from datetime import datetime
while True:
    try:
        datetime.strptime("1" * 300 + "x", "%m%d%H%M%S%I%y%j%f%Y")
    except ValueError:
        pass
