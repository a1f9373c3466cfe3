def f(x: lambda: y) -> [z for z in w]:
    pass
