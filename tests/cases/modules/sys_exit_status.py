import sys


def run():
    try:
        print("working")
        sys.exit(3)
    except Exception:
        print("not caught by except Exception")
    finally:
        print("finally runs")


try:
    1 / 0
except ZeroDivisionError:
    run()
