# The uncaught exception's __str__ never returns: CPython hangs rendering the traceback, so
# under limits the run should end at the instruction limit. Pyrite renders the traceback
# after the run with no fuel for script code, and prints "<exception str() failed>" as if
# __str__ had raised: a different outcome, and no limit reported.
# Where: runtime/src/vm/error.rs `run_error_of` / `exc_line`.
# limits: max_instructions=2000000
# expect: limit instructions
# now: error E: <exception str() failed>
class E(Exception):
    def __str__(self):
        while True:
            pass
raise E()
