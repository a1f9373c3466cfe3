f = lambda a: lambda b: lambda c: a + b + c
