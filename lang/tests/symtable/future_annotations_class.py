"""Docstring first."""
from __future__ import annotations
class C:
    x: int
    y: List[int] = []
    def m(self, a: A) -> B:
        return a
