import os
def f(x: A) -> B:
    pass
