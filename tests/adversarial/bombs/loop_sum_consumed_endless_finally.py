# sum() consuming an endless generator from the dispatch loop (no native call per item): the
# instruction limit still ends it, and neither the generator's finally nor the caller's
# except runs past the limit.
# limits: max_instructions=1000000
# expect: limit instructions
def ones():
    try:
        while True:
            yield 1
    finally:
        print("finally ran")


try:
    print(sum(ones()))
except BaseException:
    print("caught")
