# pyrite-refuses: NotImplementedError: json.dumps() with cls= is not supported in Pyrite (pass default= instead)
# pyrite-exit: 1
import json
class Enc:
    def __init__(self, **kw):
        self.kw = kw
    def encode(self, o):
        return "custom"
print(json.dumps({"a": 1}, cls=Enc))
