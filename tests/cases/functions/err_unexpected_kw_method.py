def greet(name, greeting="hi"):
    return f"{greeting}, {name}"
print(greet("bob"))
print(greet("amy", greeting="hello"))
options = {"name": "cy", "greting": "yo"}
print(greet(**options))
