# typing's module-level sys is not a member Pyrite lists.
# expect: refused ImportError: cannot import name 'sys' from 'typing': not available in Pyrite (available: Any, NoReturn, Union, Optional, ClassVar, Final, Literal, Callable, Tuple, List, Dict, Set, FrozenSet, Type, Iterable, Iterator, Generator, Sequence, MutableSequence, Mapping, MutableMapping, TYPE_CHECKING, cast, NamedTuple)
from typing import sys
