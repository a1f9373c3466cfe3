# typing.sys is the sys module in CPython: reading it is refused (as `from typing import sys`
# is), never a false AttributeError.
# expect: error NotImplementedError: typing.sys is not supported
import typing
print(typing.sys)
