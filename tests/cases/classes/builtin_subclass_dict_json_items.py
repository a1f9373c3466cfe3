# pyrite-refuses: NotImplementedError: json.dumps on an instance of 'D', a subclass of a built-in type overriding how it is read, is not supported in Pyrite
# pyrite-exit: 1
import json
class D(dict):
    def items(self):
        return [("z", 0)]
print(json.dumps(D(a=1)))
