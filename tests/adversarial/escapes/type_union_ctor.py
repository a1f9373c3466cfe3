# Calling the union type: CPython's TypeError, word for word.
# expect: error TypeError: cannot create 'types.UnionType' instances
U = type(int | None)
print(U(1))
