# A CLI-style script: sys.argv, sys.version_info checks, writing to sys.stdout/sys.stderr,
# maxsize/float_info figures, and a sys.exit with a message at the end (status 1).
import sys

print(sys.argv[0].endswith("sys_cli_exit.py"), len(sys.argv), sys.version_info[:2], sys.version_info >= (3, 8))
print(sys.version_info.major, sys.version_info.minor, sys.version.startswith("3.11"), sys.byteorder)
print(sys.maxsize, sys.maxsize == 2 ** 63 - 1, sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig)
print(sys.int_info.bits_per_digit if False else "", sys.getrecursionlimit())
sys.stdout.write("written directly\n")
n = sys.stdout.write("abc")
print("", n)
sys.stdout.flush()


def main(args):
    opts = {"verbose": False, "count": 1}
    for a in args:
        if a == "-v":
            opts["verbose"] = True
        elif a.startswith("--count="):
            opts["count"] = int(a.split("=", 1)[1])
        else:
            return f"unknown option {a!r}"
    for i in range(opts["count"]):
        print("run", i, "verbose" if opts["verbose"] else "quiet")
    return 0


print(main(["-v", "--count=2"]))
print(main(["--bogus"]))
try:
    sys.exit(3)
except SystemExit as e:
    print("caught SystemExit", e.code)
try:
    sys.exit()
except SystemExit as e:
    print("caught SystemExit", e.code)
sys.exit(main(["--oops"]))
