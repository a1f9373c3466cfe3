try:
    [].pop('x')
except Exception as e:
    print(type(e).__name__, e)
try:
    [1, 2].pop(1.0)
except Exception as e:
    print(type(e).__name__, e)
try:
    [].pop(0)
except Exception as e:
    print(type(e).__name__, e)
print([1, 2, 3].pop(True))
