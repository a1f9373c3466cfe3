# Calling the union type: CPython's message says 'types.UnionType'; Pyrite's says 'UnionType'.
# expect: error TypeError: cannot create 'types.UnionType' instances
# now: error TypeError: cannot create 'UnionType' instances
U = type(int | None)
print(U(1))
