def first_of_each(groups):
    for group in groups:
        it = iter(group)
        yield next(it)
print(list(first_of_each([[1, 2], [3]])))
print(list(first_of_each([[4], [], [5]])))
