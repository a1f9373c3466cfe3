log = []
def note(x):
    log.append(x)
    return x
r = [note(i) for i in range(4) if note(i * 10) > 5]
print(r)
print(log)
acc = []
res = [acc.append(i) for i in range(3)]
print(res, acc)
