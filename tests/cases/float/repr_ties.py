# Shortest reprs that need 17 digits where two 17-digit strings are equally close to the
# float: CPython (Gay's dtoa) takes the even last digit.
print(2 ** -25, 0.5 ** 25, 2.0 ** -26, 2.0 ** -30)
print(111659285584252.125, -258170853402149.625, 1592262918131443.25, 1319523463261240.25)
print(repr(2 ** 52 + 0.5), repr(2.0 ** 53 - 0.5), str(205086685245466.625))
print([2.0 ** -k for k in range(20, 40)])
print([k + 0.25 for k in range(2 ** 50, 2 ** 50 + 8)])
print([k + 0.125 for k in range(2 ** 49, 2 ** 49 + 8)])
print(5e-324, 1e-323, 1.5e-323, 2.2250738585072014e-308, 4.9406564584124654e-324)
print(f"{2 ** -25!r} {0.5 ** 25}", "%r" % (2 ** -25,), format(2 ** -25), format(2 ** -25, "r") if False else "")
