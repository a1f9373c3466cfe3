# typing.sys is the sys module in CPython. Pyrite's `from typing import sys` is refused before
# the run, but the attribute is a false AttributeError: it should be the same refusal.
# Where: runtime/src/vm/module.rs `module_attr` (no table of CPython's module members).
# expect: error NotImplementedError: typing.sys is not supported
# now: error AttributeError: module 'typing' has no attribute 'sys'
import typing
print(typing.sys)
