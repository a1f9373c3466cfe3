def read_lines():
    data = ["10", "  20 ", "", "x", "30", "40"]
    for line in data:
        yield line
def stripped(lines):
    for line in lines:
        yield line.strip()
def non_empty(lines):
    for line in lines:
        if line:
            yield line
def numbers(lines):
    for line in lines:
        if line.isdigit():
            yield int(line)
        else:
            print("skipping", repr(line))
def running_total(nums):
    total = 0
    for n in nums:
        total += n
        yield total
pipe = running_total(numbers(non_empty(stripped(read_lines()))))
print(list(pipe))
def trace(name, it):
    for x in it:
        print(f"{name} -> {x}")
        yield x
doubled = (x * 2 for x in trace("src", range(3)))
final = trace("out", doubled)
print(list(final))
def batched(it, size):
    batch = []
    for x in it:
        batch.append(x)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch
print(list(batched(range(7), 3)))
def window(it, n):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) > n:
            buf.pop(0)
        if len(buf) == n:
            yield tuple(buf)
print(list(window("abcde", 3)))
