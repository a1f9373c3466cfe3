# pyrite-refuses: NotImplementedError: RegexFlag() of a float that is not a single member's value is not supported
# pyrite-exit: 1
# CPython's answer depends on its member cache: RegexFlag(6.0) is a ValueError unless
# RegexFlag(6) (or re.I | re.L) was made before.
import re
x = re.I | re.L
print(re.RegexFlag(6.0))
