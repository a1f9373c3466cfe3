"""A generator pipeline: parse, filter, window and aggregate lazily, with yield from,
generator expressions consumed by built-ins, and send()."""


def numbers(n):
    for i in range(n):
        yield (i * 7919) % 1000


def evens(xs):
    for x in xs:
        if x % 2 == 0:
            yield x


def windows(xs, k):
    buf = []
    for x in xs:
        buf.append(x)
        if len(buf) == k:
            yield tuple(buf)
            buf.pop(0)


def flatten(groups):
    for g in groups:
        yield from g


def running_mean():
    total = 0
    count = 0
    mean = None
    while True:
        x = yield mean
        total += x
        count += 1
        mean = total / count


n = 300000
pipeline = windows(evens(numbers(n)), 3)
best = max(sum(w) for w in pipeline)
flat = sum(x for x in flatten(([i, i + 1] for i in range(n // 2))) if x % 3 == 0)
avg = running_mean()
next(avg)
last = 0.0
for x in numbers(n // 2):
    last = avg.send(x)
print(best, flat, round(last, 6), any(x > 998 for x in numbers(n)), sorted(set(numbers(50)))[:5])
