# An uncaught error of printf-style formatting ends the run with CPython's last line.
print("%d items" % 3)
print("%d items" % "three")
