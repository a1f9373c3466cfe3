# Agent-style geometry: polygon perimeters and areas, nearest neighbours, angles, a convex
# hull, all with dist/hypot/atan2/degrees.
import math

points = [(0.0, 0.0), (4.0, 0.0), (4.0, 3.0), (1.5, 4.5), (-1.0, 2.0)]

def perimeter(poly):
    return math.fsum(math.dist(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly)))

def shoelace(poly):
    s = 0.0
    for i in range(len(poly)):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % len(poly)]
        s += x1 * y2 - x2 * y1
    return abs(s) / 2

print(f"perimeter = {perimeter(points):.6f}, area = {shoelace(points)}")
for i, p in enumerate(points):
    others = [q for j, q in enumerate(points) if j != i]
    nearest = min(others, key=lambda q: math.dist(p, q))
    print(i, p, "->", nearest, repr(math.dist(p, nearest)))

def angle_deg(a, b, c):
    ang = math.atan2(c[1] - b[1], c[0] - b[0]) - math.atan2(a[1] - b[1], a[0] - b[0])
    return math.degrees(ang) % 360

for i in range(len(points)):
    a, b, c = points[i - 1], points[i], points[(i + 1) % len(points)]
    print(f"angle at {b}: {angle_deg(a, b, c):.4f}")

cloud = []
seed = 7
for _ in range(40):
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    x = (seed % 1000) / 100 - 5
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    y = (seed % 1000) / 100 - 5
    cloud.append((x, y))

def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

def hull(pts):
    pts = sorted(set(pts))
    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]

h = hull(cloud)
print(len(h), h[:4], repr(perimeter(h)), repr(shoelace(h)))
centroid = (math.fsum(p[0] for p in cloud) / len(cloud), math.fsum(p[1] for p in cloud) / len(cloud))
radius = max(math.dist(centroid, p) for p in cloud)
print([round(c, 6) for c in centroid], repr(radius), math.isclose(radius, math.hypot(*[a - b for a, b in zip(centroid, max(cloud, key=lambda p: math.dist(centroid, p)))])))
v = (3.0, -4.0, 12.0)
norm = math.hypot(*v)
unit = tuple(c / norm for c in v)
print(norm, unit, repr(math.hypot(*unit)), math.isclose(math.hypot(*unit), 1.0))
print(repr(math.dist((1, 2, 3, 4), (5, 6, 7, 8))), repr(math.radians(180)), math.cos(math.pi / 3), repr(math.sin(math.radians(30))))
lat1, lon1, lat2, lon2 = map(math.radians, (48.8566, 2.3522, 51.5074, -0.1278))
a = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
print(f"Paris-London: {2 * 6371 * math.asin(math.sqrt(a)):.3f} km", repr(2 * 6371 * math.atan2(math.sqrt(a), math.sqrt(1 - a))))
