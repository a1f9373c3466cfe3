def greet(name, greeting="Hello", *rest):
    return f"{greeting}, {name}!{len(rest)}"

args = ["x", "y"]
print(greet("Ada"), greet("Bob", greeting="Hi"), greet(*args))
print(sorted([3, 1, 2], reverse=True), "a,b".split(","))
