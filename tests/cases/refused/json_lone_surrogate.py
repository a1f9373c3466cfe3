# pyrite-refuses: NotImplementedError: a lone surrogate (\ud800-\udfff) in a JSON string is not supported (Pyrite strings are UTF-8)
# pyrite-exit: 1
import json
print(json.loads('"\\ud83d\\ude00"'))
print(len(json.loads('"\\ud83d"')))
