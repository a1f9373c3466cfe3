# == of two lists nested 500 deep answers as CPython's does.
# expect: ok
# stdout: True False
a = []
b = []
for i in range(500):
    a = [a]
    b = [b]
print(a == b, a != b)
