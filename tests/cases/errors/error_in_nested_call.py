def inner(d):
    return d["missing"]
def outer():
    return inner({})
print("go")
outer()
