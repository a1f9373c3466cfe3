# A script's __format__ gets the spec as a string, nothing more.
# expect: ok
# stdout: spec=__globals__
class C:
    def __format__(self, spec):
        return "spec=" + spec
print(f"{C():__globals__}")
