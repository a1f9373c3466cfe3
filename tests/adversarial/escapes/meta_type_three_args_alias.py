# The same through a rebound type.
# expect: error NotImplementedError: creating classes with type(name, bases, dict) is not supported: use a class statement
make = type
C = make("C", (), {"__init_subclass__": print})
