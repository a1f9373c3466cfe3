class C:
    [y := 1 for _ in range(3)]
