# json's submodules (json.decoder, json.scanner) are not objects Pyrite has: not supported.
# expect: error NotImplementedError: json.decoder is not supported
import json
print(json.decoder.scanstring)
