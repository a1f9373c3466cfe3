class ParseError(ValueError):
    pass
print(issubclass(ParseError, ValueError))
raise ParseError("line 3", "unexpected token")
