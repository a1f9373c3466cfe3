# string.Formatter's get_field walks attributes: importing it is refused before the run.
# expect: refused ImportError: cannot import name 'Formatter' from 'string': not available in Pyrite (available: ascii_letters, ascii_lowercase, ascii_uppercase, digits, hexdigits, octdigits, punctuation, printable, whitespace, capwords, Template)
from string import Formatter
