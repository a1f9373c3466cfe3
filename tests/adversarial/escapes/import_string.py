# import string: string.Formatter (whose get_field walks attributes) is refused, not provided.
# expect: error NotImplementedError: string.Formatter is not supported
import string
print(string.Formatter().format("{0.__class__}", 1))
