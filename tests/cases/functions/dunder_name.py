def greet():
    return "hi"
print(greet.__name__)
print(greet.__qualname__)
print(len.__name__, print.__name__)
alias = greet
print(alias.__name__)
print(greet.__doc__)
