"""isinstance and issubclass with type hints: unions work, subscripted generics refuse."""
from typing import Any, Dict, List, Optional, Tuple, Union


def attempt(label, f):
    try:
        print(label, "->", f())
    except TypeError as e:
        print(label, "!!", e)


attempt("isinstance(1, int | str)", lambda: isinstance(1, int | str))
attempt("isinstance('a', int | None)", lambda: isinstance("a", int | None))
attempt("isinstance(None, int | None)", lambda: isinstance(None, int | None))
attempt("isinstance(1, Union[int, str])", lambda: isinstance(1, Union[int, str]))
attempt("isinstance(None, Optional[int])", lambda: isinstance(None, Optional[int]))
attempt("isinstance([], List)", lambda: isinstance([], List))
attempt("isinstance({}, Dict)", lambda: isinstance({}, Dict))
attempt("isinstance((), Tuple)", lambda: isinstance((), Tuple))
attempt("issubclass(bool, int | str)", lambda: issubclass(bool, int | str))
attempt("issubclass(list, List)", lambda: issubclass(list, List))
attempt("isinstance(1, (str, int | None))", lambda: isinstance(1, (str, int | None)))
attempt("isinstance([], List[int])", lambda: isinstance([], List[int]))
attempt("isinstance([], list[int])", lambda: isinstance([], list[int]))
attempt("issubclass(list, list[int])", lambda: issubclass(list, list[int]))
attempt("isinstance(1, int | list[int])", lambda: isinstance(1, int | list[int]))
attempt("isinstance('a', int | list[int])", lambda: isinstance("a", int | list[int]))
attempt("isinstance(1, Union[int, list[int]])", lambda: isinstance(1, Union[int, list[int]]))
attempt("isinstance('a', Union[int, list[int]])", lambda: isinstance("a", Union[int, list[int]]))
attempt("isinstance(1, Any)", lambda: isinstance(1, Any))
attempt("isinstance(1, Optional)", lambda: isinstance(1, Optional))
