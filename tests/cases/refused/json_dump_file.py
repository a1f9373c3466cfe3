# pyrite-refuses: NotImplementedError: json.dump() writes only to sys.stdout in Pyrite (no file objects): use json.dumps()
# pyrite-exit: 1
import json
class Sink:
    def write(self, s):
        pass
json.dump({"a": 1}, Sink())
print("done")
