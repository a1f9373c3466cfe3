print(dict(["ab"]))
print(dict(["abc"]))
