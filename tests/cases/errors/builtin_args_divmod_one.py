print("checking")
print(divmod(1))
