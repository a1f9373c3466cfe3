@(lambda f: f)
def g(x=[i for i in y], *, k={j for j in z}) -> (lambda: 0):
    return (lambda: x)
