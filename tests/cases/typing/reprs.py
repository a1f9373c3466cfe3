"""typing special forms and their subscriptions print as CPython prints them."""
from typing import (Any, Callable, ClassVar, Dict, Final, FrozenSet, Generator, Iterable,
                    Iterator, List, Literal, Mapping, MutableMapping, MutableSequence,
                    NoReturn, Optional, Sequence, Set, Tuple, Type, Union)


class Node:
    pass


print(List, Dict, Optional, Union, Any, Callable, NoReturn)
print(List[int], Dict[str, List[int]], Set[float], FrozenSet[str], Tuple[int, ...])
print(Tuple[()], Tuple[int, str], Type[Node], Iterator[int], Iterable[str])
print(Generator[int, None, None], Sequence[Node], Mapping[str, int], MutableMapping[str, Any])
print(MutableSequence[float], ClassVar[int], Final[str])
print(Optional[int], Optional[List[Node]], Union[int, str], Union[int, None], Union[None, str])
print(Union[int], Union[int, int], Union[str, Union[int, None]], Optional[None])
print(Callable[[int, str], bool], Callable[..., int], Callable[[], None], Callable[int, str])
print(Literal["a", 1, True], Literal[1, 1], Literal[Literal[1, 2], 3])
print(List["Node"], Optional["Node"], Dict[str, None])
print(str(List[int]), f"{Optional[str]}", repr(Dict[str, int]))
