[].foo()
