import json
try:
    1/0
except ZeroDivisionError:
    json.loads("[1,]")
