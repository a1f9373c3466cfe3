print("checking")
print(isinstance())
