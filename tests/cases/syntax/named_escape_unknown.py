# An unknown name in \N{...}: CPython's SyntaxError, with its positions.
s = "cafe \N{NO SUCH CHARACTER NAME}"
