import json
print(json.loads('{"ok": true}'))
config = '{"name": "svc",\n "port": 8080,\n "debug": tru}'
json.loads(config)
