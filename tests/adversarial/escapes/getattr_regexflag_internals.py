# getattr on a re.RegexFlag with built names reaches only its data (value, name), never internals.
# expect: error NotImplementedError: RegexFlag._value_ is not supported
# stdout: 2 IGNORECASE
import re
print(getattr(re.I, "va" + "lue"), getattr(re.I, "na" + "me"))
print(getattr(re.I, "_" + "value_"))
