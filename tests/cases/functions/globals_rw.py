count = 0
def incr():
    global count
    count += 1
    return count
incr()
incr()
print(count, incr())
limit = 10
def read_global():
    return limit * 2
print(read_global())
limit = 20
print(read_global())
def make_new():
    global fresh
    fresh = "created"
make_new()
print(fresh)
items = []
def add_item(x):
    items.append(x)
add_item(1)
add_item(2)
print(items)
def shadow():
    limit = 1
    return limit
print(shadow(), limit)
