class C:
    base = [1, 2, 3]
    doubled = [x * 2 for x in base]
    bad = [base for x in range(3)]
