class Item:
    def __init__(self, n):
        self.n = n
items = [Item(2), Item(1)]
print(len(items))
try:
    Item(1) < Item(2)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Item(1) >= 3
except TypeError as e:
    print(type(e).__name__, e)
try:
    max(items)
except TypeError as e:
    print(type(e).__name__, e)
print([i.n for i in sorted(items, key=lambda i: i.n)])
sorted(items)
