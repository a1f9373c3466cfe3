# pyrite-refuses: NotImplementedError: re: lookahead assertions (?=...) are not supported (Pyrite matches in linear time)
# pyrite-exit: 1
import re
print(re.findall(r'\d+(?=px)', '10px 20em 30px'))
