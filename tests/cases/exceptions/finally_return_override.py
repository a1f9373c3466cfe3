def f():
    try:
        return "try"
    finally:
        return "finally"
print(f())
def g():
    try:
        print("in try")
        return 1
    finally:
        print("finally runs before return completes")
print(g())
def h():
    x = 1
    try:
        return x
    finally:
        x = 2
        print("x changed to", x)
print(h())
def k():
    items = []
    try:
        return items
    finally:
        items.append("mutated in finally")
print(k())
def nested():
    try:
        try:
            return "inner try"
        finally:
            print("inner finally")
    finally:
        print("outer finally")
print(nested())
def counted():
    for i in range(3):
        try:
            if i == 1:
                return i
        finally:
            print("finally for", i)
print(counted())
