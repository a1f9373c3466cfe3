def f():
    items = [1, 2]
    return [i for i in items], {j: items for j in items}
