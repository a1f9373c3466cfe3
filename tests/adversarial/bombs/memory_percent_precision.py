# A huge precision for a float and for an int.
# expect: limit memory
x = "%.1000000000f" % 1.0
