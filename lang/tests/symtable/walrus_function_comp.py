def f(data):
    if any((hit := x) > 2 for x in data):
        return hit
