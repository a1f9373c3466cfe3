import os
import os.path
import a.b.c as d
from m import x, y as z
from . import sibling
from .. pkg import thing
def f():
    import json
    from re import match as m
    return json, m
