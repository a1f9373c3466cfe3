# Built-ins of issue 10 that agents reach for: iter(callable, sentinel), divmod, callable,
# pow with a modulus, round, zip(strict=) and its errors, float/int parsing, format, print.
it = iter([1, 2, 3].pop, 2)
print(type(it).__name__, next(it), list(it))
try:
    iter(5, 1)
except TypeError as e:
    print(e)
print(divmod(7, -2), divmod(7.5, 2), callable(len), callable(5))
print(pow(3, -1, 7), pow(2, 10, 1000), round(2.675, 2), round(5), round(-0.5))
print(list(zip([1,2],[3,4], strict=True)))
try:
    list(zip([1,2],[3], strict=True))
except ValueError as e:
    print(e)
print(float("nan"), float("-inf"), float(" 1_000.5 "), int("0x1f", 16), int("  -12  "), int("1_0"))
print(format(1234567.891, ",.2f"), format(255, "#x"), format("x", "^5"), format(0.5, "%"))
print(print("a", "b", sep="-", end="!\n", flush=True))
for args in [([1, 2], [3]), ([1], [2, 3]), ([1], [2], [3, 4]), ([1, 2], [1, 2], [5]), ([], [1]), ([1, 2, 3],), ()]:
    try:
        print(list(zip(*args, strict=True)))
    except ValueError as e:
        print("ValueError", e)
print(list(zip([1, 2], "ab", strict=False)), list(zip(strict=True)))
z = zip([1, 2, 3], [4], strict=True)
print(next(z))
try:
    next(z)
except ValueError as e:
    print(e)
