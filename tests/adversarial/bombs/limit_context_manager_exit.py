# __exit__ is not called past a limit and cannot suppress it.
# limits: max_instructions=1000000
# expect: limit instructions
class Guard:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        print("exit")
        return True
with Guard():
    while True:
        pass
