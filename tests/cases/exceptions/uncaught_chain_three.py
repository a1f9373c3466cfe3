def level3():
    return {}["missing"]
def level2():
    try:
        level3()
    except KeyError as e:
        raise ValueError("level2 failed") from e
def level1():
    try:
        level2()
    except ValueError:
        raise RuntimeError("level1 failed")
print("start")
level1()
