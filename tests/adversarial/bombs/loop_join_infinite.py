# str.join of an endless generator.
# limits: max_instructions=1000000
# expect: limit instructions
def letters():
    while True:
        yield "a"
print("".join(letters()))
