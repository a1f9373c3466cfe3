# One byte over the limit stops the run.
# limits: max_output=100
# expect: limit output
# stdout-bytes: 100
print("x" * 100)
