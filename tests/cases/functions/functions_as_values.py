def add(a, b):
    return a + b
def sub(a, b):
    return a - b
def mul(a, b):
    return a * b
ops = {"+": add, "-": sub, "*": mul}
for sym in ["+", "-", "*"]:
    print(sym, ops[sym](7, 3))
pipeline = [abs, str, len]
v = -12345
for f in pipeline:
    v = f(v)
print(v)
def apply_all(funcs, x):
    return [f(x) for f in funcs]
print(apply_all([abs, float, str, bool], -3))
def twice(f):
    return lambda x: f(f(x))
print(twice(lambda s: s + "!")("hi"))
print(twice(twice(lambda n: n * 2))(1))
alias = add
print(alias is add, alias(1, 2), alias.__name__)
handlers = []
handlers.append(print)
handlers.append(len)
print(handlers[1]("abcd"))
print(sorted([sub, add, mul], key=lambda f: f.__name__)[0].__name__)
print(callable(add), callable(ops), callable(len))
def dispatch(cmd, *args):
    table = {"sum": sum, "max": max, "min": min}
    return table.get(cmd, lambda *a: "unknown")(args)
print(dispatch("sum", 1, 2, 3), dispatch("max", 4, 9), dispatch("nope"))
