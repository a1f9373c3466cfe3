# pyrite-refuses: NotImplementedError: closures (nested functions that use a variable of their enclosing function) are not supported
def outer():
    x = 1
    def inner():
        return x
    return inner()
print(outer())
