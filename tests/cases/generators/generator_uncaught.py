def parse(items):
    for item in items:
        yield 100 // item
results = parse([5, 2, 0, 1])
for r in results:
    print(r)
