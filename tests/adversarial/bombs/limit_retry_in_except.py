# An except clause that retries the loop never runs.
# limits: max_instructions=1000000
# expect: limit instructions
def work():
    while True:
        pass
for attempt in range(3):
    try:
        work()
    except BaseException:
        print("retry", attempt)
