def close(resource):
    raise OSError(f"cannot close {resource}")
def work():
    try:
        print("working")
        raise ValueError("work failed")
    finally:
        close("db")
work()
