from __future__ import generator_stop, division
def f(x: A) -> B:
    y: C = 1
