# pyrite-refuses: NotImplementedError: re: backreferences (\1 or (?P=name) in a pattern) are not supported (Pyrite matches in linear time)
# pyrite-exit: 1
import re
print(re.search(r'(\w)\1', 'hello'))
