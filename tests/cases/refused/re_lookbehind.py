# pyrite-refuses: NotImplementedError: re: negative lookbehind assertions (?<!...) are not supported (Pyrite matches in linear time)
# pyrite-exit: 1
import re
print(re.sub(r'(?<!^)(?=[A-Z])', '_', 'camelCase'))
