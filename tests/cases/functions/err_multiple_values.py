def point(x, y, z=0):
    return (x, y, z)
print(point(1, 2))
coords = [1, 2]
print(point(*coords, z=3))
print(point(*coords, **{"y": 5}))
