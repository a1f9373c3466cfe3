def step(name):
    print("enter", name)
    try:
        if name == "c":
            raise RuntimeError(f"failure in {name}")
        step(chr(ord(name) + 1))
    finally:
        print("leave", name)
step("a")
