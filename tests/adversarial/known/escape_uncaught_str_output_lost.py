# The uncaught exception's __str__ prints: CPython writes "rendering" to stdout while it
# renders the traceback. Pyrite calls __str__ after the run and drops what it prints.
# Where: runtime/src/vm/error.rs `run_error_of` / `exc_line`.
# expect: error E: msg
# stdout: rendering
# now: error E: msg
class E(Exception):
    def __str__(self):
        print("rendering")
        return "msg"
raise E()
