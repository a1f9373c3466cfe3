print(divmod(5, 3))
print(divmod(5, 0))
