def parse(text):
    return int(text)
def load(items):
    out = []
    for t in items:
        try:
            out.append(parse(t))
        except ValueError:
            print("bad item:", t)
            raise
    return out
print(load(["1", "2"]))
print(load(["3", "x4", "5"]))
