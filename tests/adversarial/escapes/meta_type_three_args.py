# type(name, bases, dict) makes a class from a dict at run time.
# expect: error NotImplementedError: creating classes with type(name, bases, dict) is not supported: use a class statement
C = type("C", (object,), {"x": 1})
print(C.x)
