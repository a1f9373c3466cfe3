b = 2**100
print(b > 1, 1 < b, b == b + 0, b != b + 1)
print(b > 1e30, b < 1e31, b == float(b))
print(-b < -1e30, -b > -1e31)
print(2**53 + 1 > 2.0**53, 2**53 + 1 == 2.0**53 + 1)
print(max(b, 5), min(-b, 5))
print(b > float("-inf"), b < float("inf"), b == float("nan"))
print(10**400 > 1e308, -(10**400) < -1e308)
