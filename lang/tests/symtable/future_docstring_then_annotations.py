"""Doc."""
from __future__ import generator_stop
from __future__ import annotations
def f(x: (lambda: A)) -> [b for b in B]:
    pass
