d = {"a": 1}
try:
    del d["zz"]
except KeyError as e:
    print(type(e).__name__, e)
lst = [1, 2]
try:
    del lst[5]
except IndexError as e:
    print(type(e).__name__, e)
del lst[5:10]
print("slice deletion out of range is fine:", lst)
t = (1, 2)
try:
    del t[0]
except TypeError as e:
    print(type(e).__name__, e)
s = "abc"
try:
    del s[0]
except TypeError as e:
    print(type(e).__name__, e)
class C:
    pass
try:
    del C().nothing
except AttributeError as e:
    print(type(e).__name__, e)
try:
    del undefined_name
except NameError as e:
    print(type(e).__name__, e)
def g():
    x = 1
    del x
    del x
try:
    g()
except NameError as e:
    print(type(e).__name__, e)
