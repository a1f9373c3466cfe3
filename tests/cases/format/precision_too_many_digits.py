print("before")
print(f"{2:.99999999999999999999f}")
