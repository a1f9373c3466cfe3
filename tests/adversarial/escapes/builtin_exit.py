# exit() is process control.
# expect: refused NameError: name 'exit' is not available in Pyrite (no process control)
exit(0)
