class Resource:
    def __init__(self, name):
        self.name = name
        self.open = False
    def __enter__(self):
        print("enter", self.name)
        self.open = True
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type)
        self.open = False
r = Resource("file")
with r as handle:
    print("body, same object:", handle is r, handle.open)
print("after:", r.open)
with Resource("no-as"):
    print("body without as")
class Value:
    def __enter__(self):
        return 42
    def __exit__(self, *args):
        print("exit args:", args)
with Value() as v:
    print("as target gets __enter__'s result:", v)
def use():
    with Resource("in function") as res:
        return f"returning from {res.name}"
print(use())
for i in range(3):
    with Resource(f"loop{i}"):
        if i == 1:
            print("continue inside with")
            continue
        if i == 2:
            print("break inside with")
            break
        print("normal body", i)
with Value() as (a):
    print(a)
