def div(a, b, /):
    return a // b
print(div(7, 2))
def run():
    return div(a=7, b=2)
print(run())
