# pyrite-refuses: NotImplementedError: RegexFlag._value_ is not supported
# pyrite-exit: 1
# CPython's RegexFlag (an enum member) has `_value_`: not supported, not an AttributeError.
import re
print(re.I.real)
print(re.I._value_)
