"""Built-in types take [...] (types.GenericAlias) and | makes unions (types.UnionType)."""
from typing import List, Optional


class Point:
    pass


print(list[int], dict[str, list[int]], tuple[int, ...], tuple[()], set[str], frozenset[int])
print(type[Point], list["Point"], list[None], dict[str, int | None])
print(int | None, None | int, int | str | None, Point | None, list[int] | None)
print(int | int, int | list[int] | int, list[int] | list[int])
print(List[int] | None, int | List[int], Optional[int] | str)
print(type(list[int]), type(int | str))
print(list[int]("ab"), dict[str, int](a=1), tuple[int, ...]([1, 2]))
print(list[int] == list[int], list[int] == list[str], (int | str) == (str | int))
print(List[int] == List[int], Optional[int] == (int | None))
print(hash(list[int]) == hash(list[int]), hash(int | None) == hash(None | int))
print({list[int]: 1}[list[int]], len({int | None, None | int}))
