# pyrite-refuses: NotImplementedError: writing to sys.stderr is not supported in Pyrite (a run has one output stream: use print() or sys.stdout)
# pyrite-exit: 1
import sys
print("to stdout", file=sys.stdout)
print("warning", file=sys.stderr)
