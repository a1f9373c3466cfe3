import sys
print(sys.maxsize, sys.byteorder, sys.version, sys.version_info, sys.float_info, sys.int_info)
print(sys.version_info.major, sys.version_info[:2], sys.version_info >= (3, 8), sys.version_info < (3, 12), tuple(sys.version_info))
print(len(sys.version_info), sys.version_info[3], 3 in sys.version_info, sys.version_info == (3, 11, 7, 'final', 0))
major, minor, *rest = sys.version_info
print(major, minor, rest, sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.int_info.default_max_str_digits)
print(sys.getrecursionlimit(), sys.argv, type(sys.version_info).__name__, sys.version_info.n_fields)
n = sys.stdout.write("hello\n"); print(n); sys.stdout.flush()
print(sys.stdout.write("é☃"))
print()
print(sys.stdout.encoding, sys.stdout.name)
print(type(sys.float_info))
try: sys.stdout.write(1)
except TypeError as e: print(e)
sys.setrecursionlimit(500); print(sys.getrecursionlimit())
for bad in [lambda: sys.setrecursionlimit(0), lambda: sys.setrecursionlimit("x"), lambda: sys.setrecursionlimit(1.5), lambda: sys.setrecursionlimit(1), lambda: sys.exit(1, 2)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
try: sys.exit(3)
except SystemExit as e: print("caught", e.code, e.args)
try: sys.exit()
except SystemExit as e: print("caught", e.code, e.args)
import json
json.dump({"a": [1, 2]}, sys.stdout); print()
json.dump({"a": [1, 2]}, sys.stdout, indent=1); print()
try: json.dump([1, "x", {"k": [2, object()]}], sys.stdout)
except TypeError as e: print("|", e)
try: json.dump([1, 2.0, float("nan")], sys.stdout, allow_nan=False)
except ValueError as e: print("|", e)
print(sys.argv[0].endswith(".py"), len(sys.argv), type(sys.argv).__name__)
print(sys.float_info.max == 1.7976931348623157e308, sys.float_info.min, sys.float_info.mant_dig, sys.float_info.radix)
print(sys.int_info.bits_per_digit, sys.int_info[2], len(sys.int_info), len(sys.float_info))
print(sys.version.startswith("3.11"), sys.version_info.releaselevel, sys.version_info.serial, sys.version_info.micro >= 0)
try:
    sys.version_info.major = 4
except AttributeError as e:
    print("AttributeError", e)
print(sys.version_info[-1], sys.version_info[1:3], list(sys.version_info)[:2], sys.version_info != (3, 11))
print(sys.maxsize == 2 ** 63 - 1, sys.maxsize + 1, -sys.maxsize - 1)
print(repr(sys.stdout), sys.stdout.mode)
print("x", file=sys.stdout, end="!\n", flush=True)
try:
    sys.getrecursionlimit(1)
except TypeError as e:
    print("TypeError", e)
for f in [lambda: sys.setrecursionlimit(), lambda: sys.setrecursionlimit(1, 2), lambda: sys.setrecursionlimit(n=5),
          lambda: sys.stdout.write(), lambda: sys.stdout.write("a", "b"), lambda: sys.stdout.flush(1),
          lambda: sys.stdout.write(s="x"), lambda: sys.setrecursionlimit(2 ** 40), lambda: sys.setrecursionlimit(True)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
