# Each exception raised in an except clause gets a context: a chain as long as the loop.
# limits: max_instructions=1000000
# expect: limit instructions
def raise_in_handler(n):
    try:
        raise ValueError(n)
    except ValueError:
        if n:
            raise_in_handler(n - 1)
while True:
    try:
        raise_in_handler(50)
    except ValueError:
        pass
