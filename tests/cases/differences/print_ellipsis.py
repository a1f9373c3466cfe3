print(...)
print(repr(...), str(...))
print(... is Ellipsis, type(...).__name__)
print([..., 1], (...,))
x = ...
print(x == Ellipsis, bool(...))
