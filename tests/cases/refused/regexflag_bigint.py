# pyrite-refuses: NotImplementedError: RegexFlag values past 64 bits are not supported
# pyrite-exit: 1
import re
print(re.RegexFlag(10**30))
