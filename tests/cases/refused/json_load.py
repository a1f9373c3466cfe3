# pyrite-refuses: NotImplementedError: json.load() is not supported in Pyrite (no readable file objects): use json.loads()
# pyrite-exit: 1
import json
class Src:
    def read(self):
        return '{"a": 1}'
print(json.load(Src()))
