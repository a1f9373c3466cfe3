print(float("-1"))
print(float(""))
