# A format whose directives backtrack against a long non-matching string: every step costs fuel.
# expect: limit instructions
# limits: max_instructions=2000000
from datetime import datetime
while True:
    try:
        datetime.strptime("1" * 200 + "x", "%m%d" * 50 + "%Y")
    except ValueError:
        pass
