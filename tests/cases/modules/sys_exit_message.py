import sys


def main(args):
    if len(args) < 3:
        sys.exit(f"usage: {args[0].rsplit('/', 1)[-1]} INPUT OUTPUT")
    print("never")


print("starting")
main(sys.argv)
