# A run has one output stream: writing to sys.stderr is refused, never mixed into stdout.
# expect: error NotImplementedError: writing to sys.stderr is not supported in Pyrite (a run has one output stream: use print() or sys.stdout)
import sys
sys.stderr.write("hidden\n")
