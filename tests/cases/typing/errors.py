"""The errors typing raises for malformed hints, as CPython's messages."""
import typing
from typing import Any, Callable, ClassVar, Dict, List, NoReturn, Optional, Tuple, Union


class Foo:
    pass


def attempt(label, f):
    try:
        print(label, "->", f())
    except TypeError as e:
        print(label, "!!", type(e).__name__, e)


attempt("List[int, str]", lambda: List[int, str])
attempt("Dict[int]", lambda: Dict[int])
attempt("List[()]", lambda: List[()])
attempt("Optional[int, str]", lambda: Optional[int, str])
attempt("ClassVar[int, str]", lambda: ClassVar[int, str])
attempt("Union[()]", lambda: Union[()])
attempt("Any[int]", lambda: Any[int])
attempt("NoReturn[int]", lambda: NoReturn[int])
attempt("List[Optional]", lambda: List[Optional])
attempt("List[ClassVar[int]]", lambda: List[ClassVar[int]])
attempt("Callable[int]", lambda: Callable[int])
attempt("List[int][str]", lambda: List[int][str])
attempt("list[int][str]", lambda: list[int][str])
attempt("(int | str)[int]", lambda: (int | str)[int])
attempt("Tuple[int, ...][0]", lambda: Tuple[int, ...][0])
attempt("Foo[int]", lambda: Foo[int])
attempt("int[int]", lambda: int[int])
attempt("range[int]", lambda: range[int])
attempt("int | 'str'", lambda: int | "str")
attempt("None | None", lambda: None | None)
attempt("List()", lambda: List())
attempt("Dict[str, int]()", lambda: Dict[str, int]())
attempt("Any()", lambda: Any())
attempt("Optional()", lambda: Optional())
attempt("Union[int, str]()", lambda: Union[int, str]())
attempt("(int | str)()", lambda: (int | str)())
attempt("List[int] + 1", lambda: List[int] + 1)
attempt("typing.Type()", lambda: typing.Type())
