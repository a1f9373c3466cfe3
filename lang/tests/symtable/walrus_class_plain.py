class C:
    if (n := 3):
        pass
