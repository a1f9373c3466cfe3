for i in range(3):
    pass
print(i)
if True:
    pass
else:
    print("no")
def f():
    pass
print(f())
while False:
    pass
print("end")
