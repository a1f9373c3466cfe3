# any() over an endless generator whose items are all false.
# limits: max_instructions=1000000
# expect: limit instructions
def zeros():
    while True:
        yield 0
print(any(zeros()))
