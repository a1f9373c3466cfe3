# The uncaught exception's __str__ never returns: CPython hangs rendering the traceback; Pyrite
# renders it inside the run's limits, so the run ends at the instruction limit.
# limits: max_instructions=2000000
# expect: limit instructions
class E(Exception):
    def __str__(self):
        while True:
            pass
raise E()
