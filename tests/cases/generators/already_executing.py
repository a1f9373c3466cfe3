def selfish():
    yield 1
    print("about to advance myself")
    try:
        next(me)
    except ValueError as e:
        print(type(e).__name__, e)
    yield 2
me = selfish()
print(next(me))
print(next(me))
print(list(me))
def sender():
    x = yield "ready"
    try:
        snd.send("again")
    except ValueError as e:
        print("send:", e)
    yield x
snd = sender()
print(next(snd))
print(snd.send("value"))
