from __future__ import annotations
x: (yield)
