attempts_log = []
def flaky(state):
    state["calls"] += 1
    if state["calls"] < 3:
        raise ConnectionError(f"attempt {state['calls']} failed")
    return f"succeeded on call {state['calls']}"
state = {"calls": 0}
for attempt in range(5):
    try:
        result = flaky(state)
    except ConnectionError as e:
        print("retrying after:", e)
        continue
    else:
        print(result)
        break
else:
    print("gave up")
def always_fail():
    raise TimeoutError("timeout")
for attempt in range(3):
    try:
        always_fail()
    except TimeoutError as e:
        print(f"try {attempt + 1}: {e}")
else:
    print("gave up after 3")
values = ["1", "two", "3", None, "5"]
total = 0
bad = []
for v in values:
    try:
        total += int(v)
    except (ValueError, TypeError) as e:
        bad.append(type(e).__name__)
print(total, bad)
i = 0
while True:
    try:
        i += 1
        if i < 4:
            raise ValueError(i)
        break
    except ValueError as e:
        print("while retry", e.args[0])
print("done at", i)
