f=lambda a: a
f(**{"a":1}, a=2)
