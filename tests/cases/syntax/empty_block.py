def f():

print(1)
