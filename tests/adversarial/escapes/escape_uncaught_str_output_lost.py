# The uncaught exception's __str__ prints: CPython writes "rendering" to stdout while it
# renders the traceback, and so does Pyrite (the traceback is rendered before the output is
# flushed).
# expect: error E: msg
# stdout: rendering
class E(Exception):
    def __str__(self):
        print("rendering")
        return "msg"
raise E()
