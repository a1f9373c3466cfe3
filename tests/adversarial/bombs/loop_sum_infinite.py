# A native consumer (sum) of an endless generator: fuel is charged inside it.
# limits: max_instructions=1000000
# expect: limit instructions
def ones():
    while True:
        yield 1
print(sum(ones()))
