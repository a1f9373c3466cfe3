# The classic catastrophic-backtracking pattern: exponential in CPython, linear here.
# expect: ok
# oracle: skip CPython backtracks exponentially here (the point of the case): it runs for ever
# stdout: None
# stdout: 1
import re
print(re.match(r"(a+)+b", "a" * 100000))
print(len(re.findall(r"(?:a|aa)+c", "a" * 50000 + "c")))
