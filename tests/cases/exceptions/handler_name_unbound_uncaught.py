try:
    {}["x"]
except KeyError as problem:
    print("handled", repr(problem))
print("after the handler")
print(problem)
