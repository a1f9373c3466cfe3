# pyrite-refuses: NotImplementedError: json.loads() with cls= is not supported in Pyrite (pass object_hook= or object_pairs_hook= instead)
# pyrite-exit: 1
import json
class Dec:
    def __init__(self, **kw):
        pass
    def decode(self, s):
        return "custom"
print(json.loads("[1]", cls=Dec))
