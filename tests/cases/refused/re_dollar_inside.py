# pyrite-refuses: NotImplementedError: re: '$' followed by more of the pattern is not supported without MULTILINE (use \Z, or re.M)
# pyrite-exit: 1
import re
print(re.search(r'(a$)|b', 'a\n'))
print(re.search(r'a$\n', 'a\n'))
