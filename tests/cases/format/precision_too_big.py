print("before")
print(f"{1.5:.2147483648f}")
