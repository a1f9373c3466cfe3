class C:
    from m import *
