def f():
    from m import *
